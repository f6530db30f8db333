/**
 * CreateStore, the one way a store comes to exist (decision 93): the operator command calls it today,
 * the studio's sign-up and the operator API will. In one transaction it writes the store (closed behind
 * a password page that says it opens soon), its owner (a studio account, decision 96, and its membership), its first theme from the chosen preset and,
 * when asked, sample products: a refusal or a failure leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { createStoreInput, storeFieldsInput, type StoreFields } from '../../../src/contracts/create-store.contract';
import { storeAddressProblem, titleFromAddress } from '../../../src/domain/store/store-address';
import type { Db } from '../platform/database/client';
import { uniqueViolation } from '../platform/database/unique-violation';
import { stores, themes } from '../platform/platform.tables';
import { accountByEmail, accountFor, addMembership } from '../platform/studio-accounts';
import { readSiteSettings } from '../platform/site-settings';
import { ProductWritesService } from '../catalog/product-writes.service';
import { hashPassword, passwordMatches } from '../identity/customer.repository';
import { themeVersions } from '../theme/theme.tables';
import { SAMPLE_PRODUCTS } from './sample-products';
import { startingThemeData } from './starting-theme';

export interface FieldProblem {
  field: string;
  message: string;
}

export interface CreatedStore {
  id: number;
  name: string;
  title: string;
  ownerId: number;
  /** The owner's studio account (decision 96): a verified sign-up signs it in (decision 97). */
  accountId: number;
  ownerEmail: string;
  /** Where shoppers will find it: `<name>.<platform domain>`. */
  host: string;
  /** The password page's password, for whoever should see the store before it opens. */
  storePassword: string;
  sampleProducts: number;
}

export type CreateStoreResult = { ok: true; store: CreatedStore } | { ok: false; problems: FieldProblem[] };

export interface CreateStoreContext {
  db: Db;
  /** The domain stores answer under (`shops.example.com`); `localhost` on a development machine. */
  platformDomain: string;
  /** More addresses no store may take: the first labels of the deployment's own hosts. */
  reservedAddresses?: readonly string[];
}

/** The currency's own sign as an English page writes it (`€`, `¥`, `CHF`). */
function currencySymbol(code: string): string {
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value.trim() || code;
}

const problemsOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldProblem[] =>
  issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'input', message: issue.message }));

const notTheAccountsPassword: FieldProblem = {
  field: 'password',
  message: "This e-mail already signs in to the studio: give that account's password to add the store to it",
};

class PasswordNotTheAccounts extends Error {}

const taken = (name: string): FieldProblem => ({ field: 'name', message: `The address "${name}" is taken by another store` });

/** Another store answers to this label already, by its name or its subdomain. */
export async function addressTaken(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(or(eq(stores.name, name), eq(stores.subDomain, name)))
    .limit(1);
  return rows.length > 0;
}

export interface PreparedCreation {
  /** The owner's password, checked and hashed already: a verified sign-up keeps only its Argon2 hash (decision 97). */
  passwordHash: string;
  /** More writes of the creation's transaction (a sign-up used up): a throw undoes the whole store. */
  alsoInTransaction?: (tx: Db, storeId: number) => Promise<void>;
}

/** `prepared`: the input carries no password, the owner's hash is given (a verified sign-up). */
export async function createStore(context: CreateStoreContext, input: unknown, prepared?: PreparedCreation): Promise<CreateStoreResult> {
  const parsed = prepared ? storeFieldsInput.safeParse(input) : createStoreInput.safeParse(input);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error.issues) };
  const fields: StoreFields = parsed.data;
  const reserved = storeAddressProblem(fields.name, context.reservedAddresses ?? []);
  if (reserved) return { ok: false, problems: [{ field: 'name', message: reserved }] };
  if (await addressTaken(context.db, fields.name)) return { ok: false, problems: [taken(fields.name)] };

  const password = 'password' in fields && typeof fields.password === 'string' ? fields.password : null;
  const existing = await accountByEmail(context.db, fields.email);
  // A verified sign-up's password was checked against the account when the merchant signed up (decision 97).
  if (existing && !prepared && !(await passwordMatches(existing, password ?? ''))) return { ok: false, problems: [notTheAccountsPassword] };

  const title = fields.title ?? titleFromAddress(fields.name);
  const storePassword = randomBytes(9).toString('base64url');
  // Hashed before the transaction opens: Argon2 takes a while, and the rows' locks should not.
  const [ownerHash, storePasswordHash] = await Promise.all([
    prepared?.passwordHash ?? hashPassword(password ?? ''),
    hashPassword(storePassword),
  ]);
  const host = `${fields.name}.${context.platformDomain}`;
  try {
    const created = await context.db.transaction(async (tx) => {
      const [store] = await tx
        .insert(stores)
        .values({
          name: fields.name,
          title,
          domain: null,
          mainDomain: context.platformDomain,
          subDomain: fields.name,
          isSubDomain: true,
          webLink: `${context.platformDomain === 'localhost' ? 'http' : 'https'}://${host}`,
          webMeta: { description: title },
          currencyAbbreviation: fields.currency,
          currencySymbol: currencySymbol(fields.currency),
          currencyRate: '1',
          isMaintenance: false,
          isPasswordProtected: true,
          storePasswordHash,
          settings: { ...readSiteSettings({ country: fields.country, opening_soon: true }) },
        })
        .returning({ id: stores.id });
      const storeId = store!.id;
      // The owner is a studio account (decision 96): a person who has one already adds this store to it,
      // if the password given is theirs (a race past the check above is checked again here).
      const { account, created } = await accountFor(tx, fields.email, ownerHash);
      // A sign-up's account made meanwhile (its password unknown here) is refused as well.
      if (!created && !existing && (prepared || !(await passwordMatches(account, password ?? '')))) throw new PasswordNotTheAccounts();
      const owner = { id: await addMembership(tx, storeId, account.id) };
      const themeData = startingThemeData(fields.theme, title);
      const [theme] = await tx
        .insert(themes)
        .values({ storeId, name: `${title} theme`, themeData })
        .returning({ id: themes.id });
      await tx.update(stores).set({ activeThemeId: theme!.id }).where(eq(stores.id, storeId));
      // The theme it starts with is its first version: the owner can always go back to it.
      await tx.insert(themeVersions).values({ storeId, themeId: theme!.id, themeData, note: 'Original theme' });
      await prepared?.alsoInTransaction?.(tx as unknown as Db, storeId);
      let samples = 0;
      if (fields.sampleProducts) {
        // Inside this transaction: the product writes' own transaction becomes a savepoint of it.
        const products = new ProductWritesService({ db: tx as unknown as Db });
        for (const product of SAMPLE_PRODUCTS) {
          const written = await products.create(storeId, { ownerId: owner!.id }, product);
          if (!written.ok) throw new Error(`The sample product "${product.name}" was refused: ${written.message}`);
          samples++;
        }
      }
      return { id: storeId, ownerId: owner!.id, accountId: account.id, samples };
    });
    return {
      ok: true,
      store: {
        id: created.id,
        name: fields.name,
        title,
        ownerId: created.ownerId,
        accountId: created.accountId,
        ownerEmail: fields.email,
        host,
        storePassword,
        sampleProducts: created.samples,
      },
    };
  } catch (error) {
    if (error instanceof PasswordNotTheAccounts) return { ok: false, problems: [notTheAccountsPassword] };
    // Two creations racing for one address: the unique index lets one in, the other is told.
    if (uniqueViolation(error)?.constraint === 'stores_name_uq') return { ok: false, problems: [taken(fields.name)] };
    throw error;
  }
}
