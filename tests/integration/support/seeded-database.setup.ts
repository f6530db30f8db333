/**
 * Seeds the demo stores once per run, and each test server starts from a copy (test-server.ts,
 * decision 78): on the embedded database an archive kept on disk, opened in about a second where
 * initdb, the migrations and the seed took five to ten on every start; on PostgreSQL
 * (TEST_DATABASE_URL) a template database that each server's database is created from.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStoreDatabase } from '../../../server/store-api/open-store-api';
import { dropDatabase, recreateDatabase, seededTemplateOf } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded embedded database's archive, or '' when the run uses PostgreSQL. */
    seededImageFile: string;
  }
}

const SECRET = 'seeded-image-secret-not-used-by-any-server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    project.provide('seededImageFile', '');
    const template = seededTemplateOf(databaseUrl);
    await recreateDatabase(template);
    const seeded = await openStoreDatabase(
      { dataDir: 'memory://', databaseUrl: template, tokenSecret: SECRET, seedDemoStores: true },
      () => {},
    );
    await seeded.handle.close();
    return () => dropDatabase(template);
  }
  const opened = await openStoreDatabase(
    { dataDir: 'memory://', databaseUrl: undefined, tokenSecret: SECRET, seedDemoStores: true },
    () => {},
  );
  const image = await opened.handle.dump!();
  await opened.handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'storefront-seeded-'));
  const file = path.join(folder, 'seeded.tar');
  writeFileSync(file, image);
  project.provide('seededImageFile', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
