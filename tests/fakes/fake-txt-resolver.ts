/**
 * The TxtResolver fake (decision 98): TXT records a test publishes, and a name that fails as a DNS
 * outage would. The contract test (tests/contract/txt-resolver.contract.test.ts) holds it and the
 * real adapter to the same answers.
 */
import type { TxtAnswer, TxtResolver } from '../../src/domain/store/txt-resolver';

export class FakeTxtResolver implements TxtResolver {
  private readonly records = new Map<string, string[]>();
  private readonly failing = new Set<string>();
  /** Every name asked, in order: tests check no shopper's request asks. */
  readonly asked: string[] = [];

  publish(name: string, ...values: string[]): void {
    this.records.set(name.toLowerCase(), [...(this.records.get(name.toLowerCase()) ?? []), ...values]);
  }

  unpublish(name: string): void {
    this.records.delete(name.toLowerCase());
  }

  failFor(name: string, failing = true): void {
    if (failing) this.failing.add(name.toLowerCase());
    else this.failing.delete(name.toLowerCase());
  }

  async resolveTxt(name: string): Promise<TxtAnswer> {
    const key = name.toLowerCase();
    this.asked.push(key);
    if (this.failing.has(key)) return { kind: 'error', message: 'DNS lookup failed (ESERVFAIL)' };
    const found = this.records.get(key);
    return found?.length ? { kind: 'records', records: [...found] } : { kind: 'none' };
  }
}
