/**
 * The TxtResolver port's contract (decision 98): the fake the integration tests use and the real
 * node:dns adapter answer alike, the real one asked through a DNS server on loopback (tests/fakes/
 * dns-stub.ts), since no test may reach a public name. Records found (a long one joined from its
 * pieces), a name with none, and a server failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeTxtResolver } from '../../server/store-api/domains/node-txt-resolver';
import type { TxtResolver } from '../../src/domain/store/txt-resolver';
import { DnsStub } from '../fakes/dns-stub';
import { FakeTxtResolver } from '../fakes/fake-txt-resolver';

interface Subject {
  resolver: TxtResolver;
  publish(name: string, ...values: string[]): void;
  failFor(name: string): void;
}

function txtResolverContract(label: string, subject: () => Subject) {
  describe(`${label} answers TXT questions`, () => {
    it('with every record at the name, each whole', async () => {
      const { resolver, publish } = subject();
      const long = `webx-verify=${'a'.repeat(300)}`;
      publish('_webx-verify.shop.example', 'webx-verify=0123', long);
      const answer = await resolver.resolveTxt('_webx-verify.shop.example');
      expect(answer.kind).toBe('records');
      expect(answer.kind === 'records' && [...answer.records].sort()).toEqual(['webx-verify=0123', long].sort());
    });

    it('with none for a name that has no record', async () => {
      expect(await subject().resolver.resolveTxt('_webx-verify.nothing-here.example')).toEqual({ kind: 'none' });
    });

    it('with an error when the server fails', async () => {
      const { resolver, failFor } = subject();
      failFor('_webx-verify.broken.example');
      const answer = await resolver.resolveTxt('_webx-verify.broken.example');
      expect(answer).toMatchObject({ kind: 'error', message: expect.stringContaining('DNS lookup failed') });
    });
  });
}

const fake = new FakeTxtResolver();
txtResolverContract('the fake', () => ({ resolver: fake, publish: (n, ...v) => fake.publish(n, ...v), failFor: (n) => fake.failFor(n) }));

const stub = new DnsStub();
let real: NodeTxtResolver;
beforeAll(async () => {
  const port = await stub.start();
  real = new NodeTxtResolver({ servers: [`127.0.0.1:${port}`], timeoutMs: 1000 });
});
afterAll(() => stub.stop());
txtResolverContract('node:dns against a local DNS server', () => ({
  resolver: real,
  publish: (n, ...v) => stub.publish(n, ...v),
  failFor: (n) => stub.failFor(n),
}));
