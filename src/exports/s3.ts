// Export files in an S3 bucket (EXPORTS_STORAGE=s3): AWS S3 or any S3-compatible service (R2, MinIO, Ceph, GCS's
// XML API, B2) through the official SDK. A file streams into a multipart upload in parts of PART_BYTES, so memory
// holds at most QUEUE parts whatever the file's size; the object exists only once the upload is completed, so a
// reader never sees half a file. An upload that fails or is given up is aborted; one left by a killed process is
// invisible and is aborted by the sweep (removeStale) or by the bucket's lifecycle rule (README).
import { PassThrough, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ExportStorage, ExportWriter } from './storage.js';

/** Bytes per uploaded part (S3's minimum is 5 MiB; every part but the last has exactly this size). */
export const PART_BYTES = 8 * 1024 * 1024;
/** Parts uploaded at once (held in memory, beside the one being filled): one uploads while the next fills. */
const QUEUE = 2;

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key ('' or ending with '/'). */
  prefix: string;
  /** Any S3-compatible service; unset: AWS S3 of the region. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_REGION, the profile's region). */
  region?: string;
}

const NAME = /^[A-Za-z0-9._-]{1,200}$/;

interface SdkError {
  name?: string;
  Code?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (err: unknown) => (err as SdkError)?.$metadata?.httpStatusCode;
const notFound = (err: unknown) =>
  statusOf(err) === 404 || ['NotFound', 'NoSuchKey'].includes((err as SdkError)?.name ?? '');

/** Why the bucket cannot be used, in words an operator can act on (credentials are never part of it). */
export function describeBucketError(err: unknown, bucket: string, endpoint?: string): string {
  const e = (err ?? {}) as SdkError;
  const where = endpoint ? ` at ${endpoint}` : '';
  const status = statusOf(err);
  const name = e.Code ?? e.name ?? '';
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket')
    return `the bucket "${bucket}" does not exist${where} (404 ${name || 'Not Found'}); create it or fix EXPORTS_S3_BUCKET`;
  if (status === 403 || ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'].includes(name))
    return (
      `access to the bucket "${bucket}"${where} was refused (403 ${name || 'Forbidden'}): the credentials are wrong, ` +
      `or they may not list the bucket (s3:ListBucket)`
    );
  if (status === 301 || name === 'PermanentRedirect')
    return `the bucket "${bucket}" is in another region than AWS_REGION (301 ${name || 'Moved Permanently'})`;
  if (name === 'CredentialsProviderError')
    return `no credentials for the bucket "${bucket}" were found (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile or an instance role): ${e.message}`;
  if (/region is missing/i.test(e.message ?? ''))
    return `the bucket "${bucket}" needs a region: set AWS_REGION (any value, e.g. auto or us-east-1, for most S3-compatible services)`;
  const code = e.code ? ` (${e.code})` : status ? ` (HTTP ${status})` : '';
  return `the bucket "${bucket}"${where} did not answer: ${name && name !== 'Error' ? `${name}: ` : ''}${e.message ?? String(err)}${code}`;
}

export class S3Storage implements ExportStorage {
  readonly location = 's3' as const;
  readonly client: S3Client;

  constructor(readonly opts: S3StorageOptions) {
    this.client = new S3Client({
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      ...(opts.region ? { region: opts.region } : {}),
      // Checksums only where an operation requires them: many S3-compatible services refuse the SDK's newer
      // default (CRC32 trailers on every upload). The file's own SHA-256 is on the export record.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(name: string): string {
    if (!NAME.test(name) || name.startsWith('.')) throw new Error(`invalid storage key ${JSON.stringify(name)}`);
    return `${this.opts.prefix}${name}`;
  }

  async create(name: string): Promise<ExportWriter> {
    const key = this.objectKey(name);
    const body = new PassThrough({ highWaterMark: 1024 * 1024 });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.opts.bucket, Key: key, Body: body },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
    });
    let failed: unknown = null;
    // Resolves with the upload's error, or null once the object is complete.
    const settled: Promise<unknown> = upload.done().then(
      () => null,
      (err: unknown) => {
        failed = err ?? new Error('the upload failed');
        body.destroy();
        return failed;
      },
    );
    let size = 0;
    let ended = false;
    return {
      key,
      write: async (data) => {
        if (failed) throw failed;
        size += Buffer.byteLength(data);
        // The upload keeps what it is given until a part is full; a copy lets the caller reuse its buffer.
        if (body.write(typeof data === 'string' ? data : Buffer.from(data))) return;
        // Backpressure: wait until the upload takes more, or fails.
        await new Promise<void>((resolve, reject) => {
          const drained = () => resolve();
          body.once('drain', drained);
          void settled.then((err) => {
            body.off('drain', drained);
            if (err) reject(err as Error);
            else resolve();
          });
        });
      },
      commit: async () => {
        ended = true;
        body.end();
        const err = await settled;
        if (err) throw err;
        return size;
      },
      abort: async () => {
        // Ending the body with an error makes the upload abort its multipart upload (AbortMultipartUpload).
        if (!ended) body.destroy(new Error('export abandoned'));
        ended = true;
        await settled;
      },
    };
  }

  async size(key: string): Promise<number | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      return r.ContentLength ?? null;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    try {
      const r = await this.client.send(
        new GetObjectCommand({
          Bucket: this.opts.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return r.Body as Readable;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    // Deleting a missing object succeeds (S3's DeleteObject is idempotent); so does a second sweep.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  /**
   * Aborts multipart uploads under the prefix begun more than `olderThanMs` ago (a worker killed mid-export). A
   * service that cannot list uploads (NotImplemented) relies on the bucket's lifecycle rule instead.
   */
  async removeStale(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.opts.bucket,
            Prefix: this.opts.prefix || undefined,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch (err) {
        const e = err as SdkError;
        if (e.name === 'NotImplemented' || e.Code === 'NotImplemented' || statusOf(err) === 501) return removed;
        throw err;
      }
      for (const u of page.Uploads ?? []) {
        if (!u.Key || !u.UploadId || !u.Initiated || u.Initiated.getTime() >= cutoff) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.opts.bucket, Key: u.Key, UploadId: u.UploadId }),
        );
        removed++;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.opts.bucket }));
    } catch (err) {
      throw new Error(describeBucketError(err, this.opts.bucket, this.opts.endpoint), { cause: err });
    }
  }

  presign(key: string, seconds: number, headers: { contentType: string; contentDisposition: string }): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.opts.bucket,
        Key: key,
        ResponseContentType: headers.contentType,
        ResponseContentDisposition: headers.contentDisposition,
        ResponseCacheControl: 'private, max-age=0',
      }),
      { expiresIn: Math.max(1, Math.floor(seconds)) },
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}
