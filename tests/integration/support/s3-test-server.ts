/**
 * An S3-compatible server for the object storage tests (decision 105): s3rver, in this process, on a
 * free port, over a temporary folder, with one bucket. Its credentials are s3rver's fixed test pair.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3MediaConfig } from '../../../server/store-api/platform/media-objects/s3-media-objects';

export interface S3TestServer {
  config: S3MediaConfig;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'media'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      // The SDK keeps its connections alive: closed here, or the server's close waits for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
