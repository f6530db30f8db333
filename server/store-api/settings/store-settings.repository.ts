/**
 * Reads and saves a store's settings for the studio's Settings page (docs/back-office.md "Store
 * settings"). A save is one transaction: the store row is locked, the change merged onto what it
 * holds now, checked as a whole (AdRoll's two ids), written (site settings JSON, currency columns,
 * password) together with its history entry, or not at all. The Conversions API token and the
 * password hash are read here but never returned: the owner's view only says whether each is set.
 */
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import { adRollProblem, SCRIPT_ID_KEYS, type ScriptIdKey } from '../../../src/domain/store/script-id-formats';
import type { AuditRecord } from '../platform/audit-trail';
import { describeSettingsChanges, type OwnerStoreSettings, type SecretChange } from '../../../src/domain/store/store-settings';
import type { Db } from '../platform/database/client';
import { stores } from '../platform/platform.tables';
import { storeSettingsHistory } from './settings.tables';
import type { FieldError } from '../http/envelope';
import { readSiteSettings, type ServerSiteSettings } from '../platform/site-settings';
import type { SaveSettingsBody } from '../../../src/contracts/owner-settings.contract';
import { DEFAULT_RETURN_POLICY, keptReturnPolicy } from '../../../src/domain/store/return-policy';

type StoreRow = typeof stores.$inferSelect;

export interface SettingsHistoryEntry {
  id: number;
  changedBy: string;
  changedAt: string;
  changes: string[];
}

export type SaveResult =
  | { ok: true; settings: OwnerStoreSettings; changes: string[]; entry: SettingsHistoryEntry | null }
  | { ok: false; status: 400 | 404; message: string; errors?: FieldError[] };

/** The owner's view of a store row: no secret's value, only whether it is set. */
export function ownerSettingsOf(row: StoreRow): OwnerStoreSettings {
  const site = readSiteSettings(row.settings);
  const scripts = Object.fromEntries(SCRIPT_ID_KEYS.map((key) => [key, site.scripts[key]])) as Record<ScriptIdKey, string>;
  return {
    scripts: { ...scripts, customScript: site.scripts.customScript },
    currency: { abbreviation: row.currencyAbbreviation, symbol: row.currencySymbol, rate: String(Number(row.currencyRate)) },
    show_currency: site.show_currency,
    add_to_card_action: site.add_to_card_action,
    account_mode: site.account_mode,
    contact_requirement_mode: site.contact_requirement_mode,
    zoom_style: site.zoom_style ?? '',
    return_policy: site.return_policy ?? DEFAULT_RETURN_POLICY,
    ownerNotifications: site.ownerNotifications,
    pixelTokenSet: site.facebookPixelToken.trim() !== '',
    passwordProtected: row.isPasswordProtected && Boolean(row.storePasswordHash),
  };
}

const KEEP: SecretChange = { action: 'keep' };

/** The owner's settings after `body`, over `before` (what is left out stays). */
function merged(before: OwnerStoreSettings, body: SaveSettingsBody): OwnerStoreSettings {
  const scripts = { ...before.scripts };
  for (const [key, value] of Object.entries(body.scripts ?? {})) if (value !== undefined) scripts[key as keyof typeof scripts] = value;
  return {
    ...before,
    scripts,
    currency: body.currency ?? before.currency,
    show_currency: body.show_currency ?? before.show_currency,
    add_to_card_action: body.add_to_card_action ?? before.add_to_card_action,
    account_mode: body.account_mode ?? before.account_mode,
    contact_requirement_mode: body.contact_requirement_mode ?? before.contact_requirement_mode,
    zoom_style: body.zoom_style ?? before.zoom_style,
    return_policy: body.return_policy ? keptReturnPolicy(body.return_policy) : before.return_policy,
    ownerNotifications: body.ownerNotifications ?? before.ownerNotifications,
  };
}

export class StoreSettingsStore {
  constructor(private readonly deps: { db: Db }) {}

  async read(webId: number): Promise<OwnerStoreSettings | null> {
    const [row] = await this.deps.db.select().from(stores).where(eq(stores.id, webId)).limit(1);
    return row ? ownerSettingsOf(row) : null;
  }

  async history(webId: number, limit: number): Promise<SettingsHistoryEntry[]> {
    const rows = await this.deps.db
      .select()
      .from(storeSettingsHistory)
      .where(eq(storeSettingsHistory.storeId, webId))
      .orderBy(desc(storeSettingsHistory.changedAt), desc(storeSettingsHistory.id))
      .limit(limit);
    return rows.map(entryOf);
  }

  /** `audit`: the owner's audit log, written in the save's transaction when something changed (decision 99). */
  async save(webId: number, actor: string, body: SaveSettingsBody, audit?: AuditRecord): Promise<SaveResult> {
    const pixelToken = body.pixelToken ?? KEEP;
    const password = body.storePassword ?? KEEP;
    // Hashed before the transaction: Argon2 takes a while and the row lock should not wait on it.
    const passwordHash = password.action === 'set' ? await hash(password.value) : null;
    return this.deps.db.transaction(async (tx): Promise<SaveResult> => {
      const [row] = await tx.select().from(stores).where(eq(stores.id, webId)).for('update');
      if (!row) return { ok: false, status: 404, message: 'No such store' };
      const before = ownerSettingsOf(row);
      const after = merged(before, body);
      const adRoll = adRollProblem(after.scripts);
      if (adRoll)
        return {
          ok: false,
          status: 400,
          message: `Invalid request: scripts.${adRoll.field}`,
          errors: [{ field: `scripts.${adRoll.field}`, message: adRoll.message }],
        };
      const site: ServerSiteSettings = readSiteSettings(row.settings);
      const nextSite: ServerSiteSettings = {
        ...site,
        scripts: { ...site.scripts, ...after.scripts },
        show_currency: after.show_currency,
        add_to_card_action: after.add_to_card_action,
        account_mode: after.account_mode,
        contact_requirement_mode: after.contact_requirement_mode,
        zoom_style: after.zoom_style,
        return_policy: after.return_policy,
        ownerNotifications: after.ownerNotifications,
        facebookPixelToken:
          pixelToken.action === 'set' ? pixelToken.value.trim() : pixelToken.action === 'clear' ? '' : site.facebookPixelToken,
      };
      const changes = describeSettingsChanges(before, after, { pixelToken, password });
      const protection =
        password.action === 'set'
          ? { isPasswordProtected: true, storePasswordHash: passwordHash }
          : password.action === 'clear'
            ? { isPasswordProtected: false, storePasswordHash: null }
            : {};
      await tx
        .update(stores)
        .set({
          // Keys the page does not edit (staticCDN, country, login ids) are kept as they were.
          // Taking the password off opens the store: a new store's "opens soon" page is over (decision 93).
          settings: { ...row.settings, ...nextSite, ...(password.action === 'clear' ? { opening_soon: false } : {}) },
          currencyAbbreviation: after.currency.abbreviation,
          currencySymbol: after.currency.symbol,
          currencyRate: after.currency.rate,
          ...protection,
        })
        .where(eq(stores.id, webId));
      const [saved] = await tx.select().from(stores).where(eq(stores.id, webId));
      let entry: SettingsHistoryEntry | null = null;
      if (changes.length > 0) {
        const [inserted] = await tx.insert(storeSettingsHistory).values({ storeId: webId, changedBy: actor, changes }).returning();
        entry = inserted ? entryOf(inserted) : null;
        await audit?.(tx as unknown as Db, { action: 'settings.changed', subject: 'Store settings', changes: { lines: changes } });
      }
      return { ok: true, settings: ownerSettingsOf(saved!), changes, entry };
    });
  }
}

function entryOf(row: typeof storeSettingsHistory.$inferSelect): SettingsHistoryEntry {
  return { id: row.id, changedBy: row.changedBy, changedAt: row.changedAt.toISOString(), changes: row.changes };
}
