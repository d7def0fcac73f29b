import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in credentials (it checks header signatures against them, not presigned ones). */
export const S3RVER_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  directory: string;
  /** The environment that points the server's storage at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server on a random loopback port with one empty bucket, in a temporary folder. */
export async function startS3TestServer(bucket = 'ai-photographer-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
