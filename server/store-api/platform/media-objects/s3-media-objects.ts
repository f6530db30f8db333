/**
 * MediaObjects in an S3-compatible bucket through the AWS SDK v3 (decision 105): AWS S3, or any server
 * speaking its API (MinIO, Ceph, R2, Garage) at MEDIA_S3_ENDPOINT, path-style when it needs it. The
 * SDK adds a checksum to uploads only when an operation requires one, which servers that predate the
 * flexible checksums (and the test server, s3rver) accept.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaObject, MediaObjects, MediaObjectStream } from './media-objects';
import type { S3MediaConfig } from '../../../media-storage-config';

export type { S3MediaConfig } from '../../../media-storage-config';

/** At most this many keys per listing page and DeleteObjects request (S3's own limit). */
const PAGE = 1000;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export class S3MediaObjects implements MediaObjects {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly page: number;

  /** `pageSize`: keys per listing page and per batch delete (tests make it small to page through a few). */
  constructor(config: S3MediaConfig, options: { pageSize?: number } = {}) {
    this.bucket = config.bucket;
    this.page = Math.min(options.pageSize ?? PAGE, PAGE);
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async open(key: string): Promise<MediaObjectStream | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      return {
        contentType: answer.ContentType ?? 'application/octet-stream',
        body: answer.Body instanceof Readable ? answer.Body : Readable.fromWeb(answer.Body.transformToWebStream() as never),
        length: answer.ContentLength,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<MediaObject | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return { contentType: opened.contentType, body: Buffer.concat(chunks) };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * Pages through ListObjects (version 1) by marker, the last key of the page before: every S3 server
   * takes it, where s3rver's version 2 continuation token needs a cipher OpenSSL 3 no longer offers.
   */
  async keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.bucket, Prefix: prefix, MaxKeys: this.page, ...(marker ? { Marker: marker } : {}) }),
      );
      const found = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      keys.push(...found);
      if (!page.IsTruncated || found.length === 0) break;
      marker = found[found.length - 1];
    }
    return keys.sort();
  }

  async deleteUnder(prefix: string): Promise<number> {
    const keys = await this.keysUnder(prefix);
    for (let at = 0; at < keys.length; at += this.page) {
      const batch = keys.slice(at, at + this.page);
      const answer = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0)
        throw new Error(`S3 kept ${failed.length} objects under ${prefix}: ${failed[0]?.Code ?? 'unknown'} ${failed[0]?.Message ?? ''}`);
    }
    return keys.length;
  }
}
