/**
 * What a listing filter's store API field holds, in the domain's words. The wire contract
 * (src/contracts/listing.contract.ts) turns each kind into its zod schema and its writer, so a
 * filter declares its fields once and the server's validation and the client's request agree.
 */

/** Unique slugs, sorted, at most `max`, each matching `pattern` (the API refuses any other). */
export interface SlugsField {
  kind: 'slugs';
  pattern: RegExp;
  max: number;
  noun: string;
}
/** A non-negative amount up to `max`, or none (null). */
export interface AmountField {
  kind: 'amount';
  max: number;
}
/** On or off. */
export interface FlagField {
  kind: 'flag';
}

export type RequestFieldKind = SlugsField | AmountField | FlagField;

export type RequestFieldValue<F extends RequestFieldKind> = F extends SlugsField
  ? string[]
  : F extends AmountField
    ? number | null
    : boolean;

export const slugsField = (pattern: RegExp, max: number, noun: string): SlugsField => ({ kind: 'slugs', pattern, max, noun });
export const amountField = (max: number): AmountField => ({ kind: 'amount', max });
export const flagField = (): FlagField => ({ kind: 'flag' });
