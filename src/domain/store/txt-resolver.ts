/**
 * The port a domain's proof is read through (decision 98): the TXT strings published at a name. The
 * real adapter asks DNS (server/store-api/domains/node-txt-resolver.ts); tests give a fake (tests/fakes/fake-txt-resolver.ts).
 * Only the domain-check job asks it, never a shopper's or an owner's request.
 */

export type TxtAnswer =
  /** The name has TXT records: each record's strings joined, as DNS splits long ones into pieces. */
  | { kind: 'records'; records: string[] }
  /** The name does not exist or has no TXT record. */
  | { kind: 'none' }
  /** No answer could be had (timeout, refused, a server failure): the next check tries again. */
  | { kind: 'error'; message: string };

export interface TxtResolver {
  resolveTxt(name: string): Promise<TxtAnswer>;
}
