import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

describe('the shared hosts where ?store= chooses the store (decision 70)', () => {
  it('are the configured ones in development, and in production only with DEV_SHARED_HOST_STORES', () => {
    expect(loadConfig({}).platformHosts).toEqual(['localhost', '127.0.0.1']);
    expect(loadConfig({ PLATFORM_HOSTS: 'Shops.example.com' }).platformHosts).toEqual(['shops.example.com']);
    expect(loadConfig({ NODE_ENV: 'production' }).platformHosts).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', PLATFORM_HOSTS: 'shops.example.com' }).platformHosts).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', DEV_SHARED_HOST_STORES: '0' }).platformHosts).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', DEV_SHARED_HOST_STORES: '1' }).platformHosts).toEqual(['localhost', '127.0.0.1']);
    expect(
      loadConfig({ NODE_ENV: 'production', DEV_SHARED_HOST_STORES: 'true', PLATFORM_HOSTS: 'shops.example.com' }).platformHosts,
    ).toEqual(['shops.example.com']);
  });
});
