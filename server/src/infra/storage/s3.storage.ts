import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, isPublicKey, type DirectUrlOptions, type FileStorage, type StoredObject } from './storage.types.js';

export interface S3StorageSettings {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Where public-prefix objects are read without a signature (a CDN or a public-read bucket policy); else presigned. */
  publicUrl: string | undefined;
}

export interface S3FileStorage extends FileStorage {
  readonly name: 's3';
  readonly bucket: string;
  /** Size and ETag of a stored object, or null (the migration skips objects already copied). */
  head(key: string): Promise<StoredObject | null>;
  directUrl(key: string, options: DirectUrlOptions): Promise<string>;
  /** Closes the client's sockets (the CLI tools and tests end with it). */
  close(): void;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', webm: 'video/webm', txt: 'text/plain', zip: 'application/zip',
};
/**
 * Presigned URLs are signed as of the start of a window of this length, so every list of images in one
 * window hands out the same URL for a key and the browser's cache keeps working.
 */
const SIGNING_WINDOW_SECONDS = 300;

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || error instanceof NotFound
    || (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound'));
}

/**
 * Private objects in an S3-compatible bucket (AWS S3, R2, MinIO, ...), through the official SDK. The web
 * process never streams their bytes: it hands the browser a short-lived presigned GET URL instead.
 */
export function createS3Storage(settings: S3StorageSettings): S3FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // S3-compatible servers (MinIO, s3rver, R2) reject the SDK's default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;
  const publicBase = settings.publicUrl?.replace(/\/$/, '');
  return {
    name: 's3',
    bucket,
    async put(key, data) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentTypeOf(key), ContentLength: data.length }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async head(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: Number(object.ContentLength ?? 0), etag: (object.ETag ?? '').replace(/"/g, '') };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async directUrl(key, options) {
      assertSafeKey(key);
      if (publicBase && isPublicKey(key) && !options.downloadName) return `${publicBase}/${key}`;
      const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
      const windowStart = nowSeconds - (nowSeconds % SIGNING_WINDOW_SECONDS);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentType: contentTypeOf(key),
        ResponseContentDisposition: options.downloadName,
        ResponseCacheControl: isPublicKey(key) ? 'public, max-age=86400' : 'private, max-age=600',
      });
      // Valid for at least `ttlSeconds` from now, whatever moment of the window this is.
      return getSignedUrl(client, command, { signingDate: new Date(windowStart * 1000), expiresIn: options.ttlSeconds + SIGNING_WINDOW_SECONDS });
    },
    close() {
      client.destroy();
    },
  };
}
