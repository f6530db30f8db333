import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { printStoreAddresses } from '../../../server/host/print-addresses';
import type { Host } from '../../../server/host/host';

describe('the demo stores on an empty database (decision 93)', () => {
  it('are seeded outside production, and in production only with SEED_DEMO_STORES', () => {
    expect(loadConfig({}).seedDemoStores).toBe(true);
    expect(loadConfig({ SEED_DEMO_STORES: '0' }).seedDemoStores).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoStores).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_STORES: '1' }).seedDemoStores).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_STORES: 'true' }).seedDemoStores).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO_STORES: 'yes' })).toThrow(/SEED_DEMO_STORES must be 1 or 0/);
  });

  it('are not announced by a production start on an empty database, which says how to create the first store', async () => {
    const host = { listStores: async () => [], app: { server: { address: () => ({ port: 3000 }) } } } as unknown as Host;
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      await printStoreAddresses(host, loadConfig({ NODE_ENV: 'production' }));
    } finally {
      console.log = log;
    }
    const text = printed.join('\n');
    expect(text).toContain('npm run store -- create --name');
    expect(text).not.toContain('Studio-2026');
  });
});
