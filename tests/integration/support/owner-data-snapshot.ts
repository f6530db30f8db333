/**
 * What an owner's calls can change of their store, as one fingerprint: the store's row and its rows
 * in every table an owner call writes. Equal before and after a refused call means it wrote nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/store-api/platform/database/client';
import { rowsOf } from '../../../server/store-api/platform/database/rows-of';

const OWNED_TABLES = [
  'themes',
  'theme_drafts',
  'theme_versions',
  'media',
  'pages',
  'form_submissions',
  'customers',
  'orders',
  'discounts',
  'gift_cards',
  'shipping_zones',
  'shipping_methods',
  'checkout_fields',
  'store_settings_history',
  'store_owners',
];

const fingerprintOf = (table: string) =>
  `(SELECT md5(coalesce(string_agg(row_text, '|' ORDER BY row_text), '')) FROM (SELECT t::text AS row_text FROM ${table} t WHERE t.store_id = $STORE) rows)`;

/** The fingerprint of everything the owner of store `storeId` can change. */
export async function ownerDataFingerprint(db: Db, storeId: number): Promise<string> {
  const parts = [`(SELECT md5(s::text) FROM stores s WHERE s.id = $STORE)`, ...OWNED_TABLES.map(fingerprintOf)];
  const text = `SELECT md5(${parts.map((part) => `coalesce(${part}, '')`).join(' || ')}) AS fingerprint`;
  const [row] = rowsOf<{ fingerprint: string }>(await db.execute(sql.raw(text.replaceAll('$STORE', String(Math.trunc(storeId))))));
  return row!.fingerprint;
}
