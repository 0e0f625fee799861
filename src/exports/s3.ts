// Export files in an S3 bucket (EXPORTS_STORAGE=s3): AWS S3 or any S3-compatible service (R2, MinIO, Ceph, GCS's
// XML API, B2) through the official SDK. A file streams into a multipart upload in parts of PART_BYTES through two
// part buffers (one fills while the other uploads), so memory holds two parts whatever the file's size; the object
// exists only once the upload is completed, so a reader never sees half a file. An upload that fails or is given up is aborted; one left by a killed process is
// invisible and is aborted by the sweep (removeStale) or by the bucket's lifecycle rule (README).
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { BlockWriter } from './blocks.js';
import type { ExportStorage, ExportWriter } from './storage.js';

/**
 * The SDK, loaded on first use: its modules take about 8 MB of a process (Node 24), which a deployment that keeps
 * its exports on disk never needs (the exports benchmark's peak RSS target counts them).
 */
async function importSdk() {
  const [s3, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return { ...s3, getSignedUrl: presigner.getSignedUrl };
}
type Sdk = Awaited<ReturnType<typeof importSdk>>;
let sdkLoaded: Promise<Sdk> | null = null;
const loadSdk = () => (sdkLoaded ??= importSdk());

/** Bytes per uploaded part (S3's minimum is 5 MiB; every part but the last has exactly this size). */
export const PART_BYTES = 8 * 1024 * 1024;

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
  private connected: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(readonly opts: S3StorageOptions) {}

  /** The SDK and this bucket's client, made on first use. */
  private connect() {
    this.connected ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.opts.endpoint,
        forcePathStyle: this.opts.forcePathStyle,
        ...(this.opts.region ? { region: this.opts.region } : {}),
        // Checksums only where an operation requires them: many S3-compatible services refuse the SDK's newer
        // default (CRC32 trailers on every upload). The file's own SHA-256 is on the export record.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connected;
  }

  private objectKey(name: string): string {
    if (!NAME.test(name) || name.startsWith('.')) throw new Error(`invalid storage key ${JSON.stringify(name)}`);
    return `${this.opts.prefix}${name}`;
  }

  async create(name: string): Promise<ExportWriter> {
    const key = this.objectKey(name);
    const { sdk, client } = await this.connect();
    const target = { Bucket: this.opts.bucket, Key: key };
    // Two part buffers, reused for the whole file: one fills while the other uploads (blocks.ts; docs/decisions.md,
    // "Exports in object storage: two part buffers"). A part's buffer is written again only once its upload has
    // answered; a failed upload throws at the next part or at commit.
    let uploadId: string | undefined;
    let partNumber = 0;
    const parts: { PartNumber: number; ETag: string }[] = [];
    const blocks = new BlockWriter(PART_BYTES, async (body) => {
      uploadId ??= (await client.send(new sdk.CreateMultipartUploadCommand(target))).UploadId;
      if (!uploadId) throw new Error('the store returned no upload id');
      const n = ++partNumber;
      const r = await client.send(
        new sdk.UploadPartCommand({ ...target, UploadId: uploadId, PartNumber: n, Body: body }),
      );
      if (!r.ETag) throw new Error(`part ${n} was stored without an ETag`);
      parts.push({ PartNumber: n, ETag: r.ETag });
    });
    return {
      key,
      write: (data) => blocks.write(data),
      commit: async () => {
        if (blocks.size < PART_BYTES) {
          blocks.close();
          // Smaller than one part (no part was sent): a single PUT, complete when it answers.
          await client.send(new sdk.PutObjectCommand({ ...target, Body: blocks.pending }));
          return blocks.size;
        }
        await blocks.finish();
        parts.sort((a, b) => a.PartNumber - b.PartNumber);
        await client.send(
          new sdk.CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
        );
        return blocks.size;
      },
      abort: async () => {
        await blocks.settle();
        if (!uploadId) return;
        // Best effort: a store that refuses leaves the parts to the sweep (removeStale) or the bucket's lifecycle
        // rule; either way no object appears, since the upload is never completed.
        await client.send(new sdk.AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => {});
      },
    };
  }

  async size(key: string): Promise<number | null> {
    const { sdk, client } = await this.connect();
    try {
      const r = await client.send(new sdk.HeadObjectCommand({ Bucket: this.opts.bucket, Key: key }));
      return r.ContentLength ?? null;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const { sdk, client } = await this.connect();
    try {
      const r = await client.send(
        new sdk.GetObjectCommand({
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
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  /**
   * Aborts multipart uploads under the prefix begun more than `olderThanMs` ago (a worker killed mid-export). A
   * service that cannot list uploads (NotImplemented) relies on the bucket's lifecycle rule instead.
   */
  async removeStale(olderThanMs: number): Promise<number> {
    const { sdk, client } = await this.connect();
    const cutoff = Date.now() - olderThanMs;
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      let page;
      try {
        page = await client.send(
          new sdk.ListMultipartUploadsCommand({
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
        await client.send(
          new sdk.AbortMultipartUploadCommand({ Bucket: this.opts.bucket, Key: u.Key, UploadId: u.UploadId }),
        );
        removed++;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  async check(): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.opts.bucket }));
    } catch (err) {
      throw new Error(describeBucketError(err, this.opts.bucket, this.opts.endpoint), { cause: err });
    }
  }

  async presign(
    key: string,
    seconds: number,
    headers: { contentType: string; contentDisposition: string },
  ): Promise<string> {
    const { sdk, client } = await this.connect();
    return sdk.getSignedUrl(
      client,
      new sdk.GetObjectCommand({
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
    void this.connected?.then(({ client }) => client.destroy());
  }
}
