// A real S3-protocol server on loopback for the export storage tests: s3rver (from the npm registry) in a scratch
// directory on a random port, with one bucket, addressed path-style. s3rver checks that a request's access key id
// is one it knows (S3RVER) and refuses others with 403 InvalidAccessKeyId; it does not verify SigV4 signatures, so
// a wrong secret with the right key id is not refused (see the bad-credentials test).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' };

export interface LoopbackS3 {
  endpoint: string;
  bucket: string;
  dir: string;
  /** The service's environment for EXPORTS_STORAGE=s3 on this server (credentials included). */
  env: Record<string, string>;
  client: S3Client;
  /** Keys of the bucket's visible objects (completed uploads only). */
  objects(): Promise<string[]>;
  exists(key: string): Promise<boolean>;
  /** Multipart uploads begun and neither completed nor aborted (s3rver keeps their parts on disk). */
  openUploads(): string[];
  close(): Promise<void>;
}

export async function startS3(bucket = 'csds-exports', prefix = 'exports/'): Promise<LoopbackS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const uploadsDir = path.join(dir, bucket, '._S3rver_uploads');
  return {
    endpoint,
    bucket,
    dir,
    env: {
      EXPORTS_STORAGE: 's3',
      EXPORTS_S3_BUCKET: bucket,
      EXPORTS_S3_PREFIX: prefix,
      EXPORTS_S3_ENDPOINT: endpoint,
      EXPORTS_S3_FORCE_PATH_STYLE: 'true',
      ...S3_CREDENTIALS,
    },
    client,
    objects: async () => {
      const r = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (r.Contents ?? []).map((o) => o.Key!).sort();
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw err;
      }
    },
    openUploads: () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []),
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
