/**
 * The deployment's shared secrets: created once, by whichever instance gets there first, and read by
 * every other. The insert that loses a race does nothing, and everyone reads the winner's value.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { deploymentSecrets } from '../platform.tables';

export const TOKEN_SECRET_NAME = 'token-signing-key';

export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(deploymentSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: deploymentSecrets.value }).from(deploymentSecrets).where(eq(deploymentSecrets.name, name));
  if (!row) throw new Error(`The deployment secret ${name} could not be created`);
  return row.value;
}
