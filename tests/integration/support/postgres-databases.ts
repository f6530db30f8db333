/**
 * The test run's PostgreSQL databases, created and dropped through the server's `postgres` database:
 * the seeded template (seeded-database.setup.ts) and the test database each server starts from a copy of.
 */
import pg from 'pg';

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The template database beside the test database of `url`: the same server, `<name>_seeded`. */
export function seededTemplateOf(url: string): string {
  const template = new URL(url);
  template.pathname = `/${nameOf(url)}_seeded`;
  return template.toString();
}

async function onServer(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the database of `url`, ending its connections (a server a failed test left open). */
export function dropDatabase(url: string): Promise<void> {
  return onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(nameOf(url))} WITH (FORCE)`));
}

/** Makes the database of `url` anew: empty, or a copy of `template`'s database. */
export async function recreateDatabase(url: string, template?: string): Promise<void> {
  await onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoted(nameOf(url))} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted(nameOf(url))}${template ? ` TEMPLATE ${quoted(nameOf(template))}` : ''}`);
  });
}
