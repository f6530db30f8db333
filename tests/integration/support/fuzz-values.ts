/**
 * fast-check arbitraries of malformed input for the route fuzz suite: wrong types, control
 * characters (NUL first among them), numbers beyond int4 and beyond 2^53, overlong text and nested
 * garbage, and a mutation that plants them at one or more leaves of a request the route accepts, so
 * the garbage gets past the fields left intact and reaches the deeper layers (the database).
 */
import fc from 'fast-check';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Payload = Record<string, Json>;

/** C0 controls and DEL, NUL half the time: PostgreSQL text refuses it outright. */
const control = fc.oneof(
  fc.constant('\u0000'),
  fc.constantFrom(...Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)), '\u007f'),
);

export const controlText = fc
  .tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

export const hugeNumber = fc.constantFrom(2_147_483_648, 4_294_967_296, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -2_147_483_649, -1, 0, 1.5);

/** What a query string or a number-as-text field carries: digits no integer type holds. */
export const hugeNumberText = fc.oneof(
  hugeNumber.map(String),
  fc.constantFrom('99999999999999999999999', '2147483648', '-0', '1e400', 'NaN', 'Infinity'),
);

export const overlongText = fc.constantFrom(256, 2_001, 10_001, 200_001).map((length) => 'é'.repeat(length));

const wrongType: fc.Arbitrary<Json> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant<Json>([]),
  fc.constant<Json>({}),
);

export const nestedGarbage = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>;

export const garbage: fc.Arbitrary<Json> = fc.oneof(wrongType, controlText, hugeNumber, hugeNumberText, overlongText, nestedGarbage);

/** A valid value with a control character spliced in: it passes a type check and meets the text rules. */
const spliced = (value: string) =>
  fc.tuple(fc.nat({ max: value.length }), control).map(([at, control]) => `${value.slice(0, at)}${control}${value.slice(at)}`);

/** Garbage fitted to what the leaf was: numbers become huge, text gets controls, anything may become anything. */
function garbageFor(value: Json | undefined): fc.Arbitrary<Json> {
  if (typeof value === 'number') return fc.oneof(hugeNumber, hugeNumberText, garbage);
  if (typeof value === 'string') return fc.oneof({ weight: 4, arbitrary: spliced(value) }, hugeNumberText, overlongText, garbage);
  return garbage;
}

/** Every path to a leaf of the payload (object keys and array indexes; an empty container is a leaf). */
function leaves(value: Json, prefix: Array<string | number>): Array<Array<string | number>> {
  const children: Array<[string | number, Json]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return children.length === 0 ? [prefix] : children.flatMap(([key, item]) => leaves(item, [...prefix, key]));
}

/** The payload's leaves plus the extra top-level fields named; a call that takes nothing gets a field it does not know. */
export function leafPaths(payload: Payload, extraFields: readonly string[] = []): Array<Array<string | number>> {
  const own = Object.keys(payload).length > 0 ? leaves(payload, []) : [];
  const extra = extraFields.filter((field) => !(field in payload)).map((field) => [field]);
  return own.length + extra.length > 0 ? [...own, ...extra] : [['Unexpected']];
}

function valueAt(root: Json, path: ReadonlyArray<string | number>): Json | undefined {
  let node: Json | undefined = root;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<string | number, Json>)[key] : undefined;
  return node;
}

function withValueAt(root: Json, path: ReadonlyArray<string | number>, value: Json): Json {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : root !== null && typeof root === 'object' ? { ...root } : {}) as Record<
    string | number,
    Json
  >;
  copy[key!] = withValueAt(copy[key!] ?? null, rest, value);
  return copy as Json;
}

/**
 * A request the route accepts, with one to three of its leaves (or extra fields the route's schema
 * names) replaced by garbage; now and then the whole payload is garbage instead.
 */
export function mutated(valid: Payload, schemaFields: readonly string[] = []): fc.Arbitrary<Json> {
  const paths = leafPaths(valid, schemaFields);
  const oneLeaf = fc.constantFrom(...paths).chain((path) => garbageFor(valueAt(valid, path)).map((value) => ({ path, value })));
  const leaves = fc
    .array(oneLeaf, { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce<Json>((payload, change) => withValueAt(payload, change.path, change.value), valid));
  return fc.oneof({ weight: 9, arbitrary: leaves }, { weight: 1, arbitrary: garbage });
}

/** A payload as a query string: arrays repeat the key, objects and other values become text. */
export function queryString(payload: Json): string {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return new URLSearchParams({ q: JSON.stringify(payload) }).toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return query.toString();
}
