/**
 * Seeds the demo stores once per run into an in-memory embedded database and keeps its archive on disk:
 * each test file's store API starts from a copy (test-server.ts) in about a second, where initdb, the
 * migrations and the seed took five to ten on every start (decision 78). A run against PostgreSQL
 * (TEST_DATABASE_URL) resets and seeds its database per server as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStoreDatabase } from '../../../server/store-api/open-store-api';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded embedded database's archive, or '' when the run uses PostgreSQL. */
    seededImageFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('seededImageFile', '');
    return () => {};
  }
  const opened = await openStoreDatabase(
    { dataDir: 'memory://', databaseUrl: undefined, tokenSecret: 'seeded-image-secret-not-used-by-any-server' },
    () => {},
  );
  const image = await opened.handle.dump!();
  await opened.handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'storefront-seeded-'));
  const file = path.join(folder, 'seeded.tar');
  writeFileSync(file, image);
  project.provide('seededImageFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
