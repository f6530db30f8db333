/**
 * Reads `npm run store -- <command> [--option value ...]` into what the operator asked (decision 93),
 * or a message that names the argument at fault. No database is opened before the arguments are right.
 */

export type StoreCommand =
  | { kind: 'create'; input: Record<string, unknown> }
  | { kind: 'list'; json: boolean }
  | { kind: 'suspend' | 'resume'; name: string }
  | { kind: 'export'; name: string; out: string | null }
  | { kind: 'delete'; name: string; yes: boolean; now: boolean }
  | { kind: 'help' };

export type ParsedCommand = { ok: true; command: StoreCommand } | { ok: false; message: string };

export const STORE_COMMAND_USAGE = `Usage: npm run store -- <command> [options]

  create --name <address> --email <owner e-mail> --password <owner password>
         [--title "Shop title"] [--currency EUR] [--country DE] [--theme classic-light] [--sample-products]
  list [--json]
  suspend <name>        shoppers see "unavailable", the owner cannot sign in; data kept
  resume <name>         also takes back a deletion still in its grace period
  export <name> [--out file.json]   the store's data as JSON (standard output without --out)
  delete <name> --yes   suspends the store now; every row of it goes when the grace period ends
                        (STORE_DELETION_GRACE_DAYS, default 30); resume before then to keep it
  delete <name> --yes --now   every row of the store, at once and for good

Database: DATABASE_URL (PostgreSQL), else the embedded one in DATA_DIR (default ./.data; stop the server first).
Addresses live under PLATFORM_DOMAIN (default localhost).`;

/** Which options each command takes, and whether each takes a value. */
const OPTIONS: Record<string, Record<string, 'value' | 'flag'>> = {
  create: {
    name: 'value',
    title: 'value',
    email: 'value',
    password: 'value',
    currency: 'value',
    country: 'value',
    theme: 'value',
    'sample-products': 'flag',
  },
  list: { json: 'flag' },
  suspend: {},
  resume: {},
  export: { out: 'value' },
  delete: { yes: 'flag', now: 'flag' },
};

const fail = (message: string): ParsedCommand => ({ ok: false, message });

export function parseStoreCommand(argv: readonly string[]): ParsedCommand {
  const [kind, ...rest] = argv;
  if (!kind || kind === 'help' || kind === '--help' || kind === '-h') return { ok: true, command: { kind: 'help' } };
  const known = OPTIONS[kind];
  if (!known) return fail(`Unknown command "${kind}": use create, list, suspend, resume, export or delete`);
  const values: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const takes = known[flag];
    if (!takes) return fail(`${kind} takes no option --${flag}`);
    if (flag in values) return fail(`--${flag} is given twice`);
    if (takes === 'flag') {
      if (inline !== undefined) return fail(`--${flag} takes no value`);
      values[flag] = true;
      continue;
    }
    const value = inline ?? rest[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) return fail(`--${flag} needs a value`);
    values[flag] = value;
  }
  if (kind === 'create') {
    if (positional.length > 0) return fail(`create takes options only, not "${positional[0]}"`);
    for (const required of ['name', 'email', 'password']) if (!(required in values)) return fail(`create needs --${required}`);
    const { 'sample-products': sampleProducts, ...input } = values;
    return { ok: true, command: { kind: 'create', input: { ...input, sampleProducts: sampleProducts === true } } };
  }
  if (kind === 'list') {
    if (positional.length > 0) return fail(`list takes no store name`);
    return { ok: true, command: { kind: 'list', json: values.json === true } };
  }
  if (positional.length !== 1) return fail(`${kind} needs one store name, e.g. npm run store -- ${kind} my-shop`);
  const name = positional[0]!.toLowerCase();
  if (kind === 'export') return { ok: true, command: { kind, name, out: typeof values.out === 'string' ? values.out : null } };
  if (kind === 'delete') return { ok: true, command: { kind, name, yes: values.yes === true, now: values.now === true } };
  return { ok: true, command: { kind: kind as 'suspend' | 'resume', name } };
}
