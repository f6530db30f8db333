/**
 * Object storage for media from the environment (decision 105, docs/deploy.md): MEDIA_S3_BUCKET turns it
 * on; MEDIA_S3_ENDPOINT (an S3-compatible server; AWS when unset), MEDIA_S3_REGION (`us-east-1` unless
 * set), MEDIA_S3_ACCESS_KEY_ID with MEDIA_S3_SECRET_ACCESS_KEY (both or neither: neither leaves the
 * SDK's own chain, such as an instance role), MEDIA_S3_FORCE_PATH_STYLE (1: the bucket in the path).
 * Unset, pictures' bytes stay in the database. A half-given setting stops the start, never a later upload.
 */
export interface S3MediaConfig {
  bucket: string;
  /** An S3-compatible server's address (`https://minio.internal:9000`); AWS's own when unset. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name (most self-hosted servers want it). */
  forcePathStyle: boolean;
}

const FLAG = /^(1|true|yes|0|false|no)$/i;

export function s3MediaFromEnv(env: NodeJS.ProcessEnv): S3MediaConfig | undefined {
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  const named = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY', 'MEDIA_S3_FORCE_PATH_STYLE'].filter((name) =>
    env[name]?.trim(),
  );
  if (!bucket) {
    if (named.length > 0) throw new Error(`${named[0]} is set but MEDIA_S3_BUCKET is not: set the bucket to keep media in object storage`);
    return undefined;
  }
  const endpoint = env.MEDIA_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`MEDIA_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are set together or not at all');
  const pathStyle = env.MEDIA_S3_FORCE_PATH_STYLE?.trim() || '0';
  if (!FLAG.test(pathStyle)) throw new Error(`MEDIA_S3_FORCE_PATH_STYLE must be 1 or 0, got "${pathStyle}"`);
  return {
    bucket,
    endpoint,
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: /^(1|true|yes)$/i.test(pathStyle),
  };
}
