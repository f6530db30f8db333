/**
 * MEDIA_S3_* (decision 105): unset keeps pictures in the database; the bucket turns object storage on;
 * a half-given setting stops the start with the variable named, never a later upload.
 */
import { describe, expect, it } from 'vitest';
import { s3MediaFromEnv } from '../../../server/media-storage-config';

describe('object storage for media from the environment', () => {
  it('is off with nothing set, and on with the bucket, AWS and its default region and credential chain unless told', () => {
    expect(s3MediaFromEnv({})).toBeUndefined();
    expect(s3MediaFromEnv({ MEDIA_S3_BUCKET: 'shop-media' })).toEqual({
      bucket: 'shop-media',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('takes an S3-compatible server with its keys and path-style addressing', () => {
    expect(
      s3MediaFromEnv({
        MEDIA_S3_BUCKET: 'media',
        MEDIA_S3_ENDPOINT: 'http://minio.internal:9000',
        MEDIA_S3_REGION: 'eu-central-1',
        MEDIA_S3_ACCESS_KEY_ID: 'key',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_S3_FORCE_PATH_STYLE: '1',
      }),
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses a half-given setting, naming what is wrong', () => {
    expect(() => s3MediaFromEnv({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(/MEDIA_S3_ENDPOINT is set but MEDIA_S3_BUCKET/);
    expect(() => s3MediaFromEnv({ MEDIA_S3_BUCKET: 'm', MEDIA_S3_ACCESS_KEY_ID: 'key' })).toThrow(/together/);
    expect(() => s3MediaFromEnv({ MEDIA_S3_BUCKET: 'm', MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(/MEDIA_S3_ENDPOINT must be an http/);
    expect(() => s3MediaFromEnv({ MEDIA_S3_BUCKET: 'm', MEDIA_S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/MEDIA_S3_FORCE_PATH_STYLE/);
  });
});
