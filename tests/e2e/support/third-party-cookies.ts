/**
 * Browsers as owners have them: Chromium's default context here blocks third-party cookies (as
 * Safari, Firefox and Chrome's incognito do by default), which is what the studio must work under.
 * The `thirdPartyCookies: 'allowed'` option runs a test in a profile that allows them instead (a
 * persistent context with Chromium's cookie controls off), so both kinds of browser are covered.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, test as base } from '@playwright/test';

export type ThirdPartyCookies = 'blocked' | 'allowed';

export interface StudioTestOptions {
  thirdPartyCookies: ThirdPartyCookies;
  /** The store a project's studio tests edit: projects running at once never edit one store's draft together. */
  studioStore: string;
}

export const test = base.extend<StudioTestOptions>({
  thirdPartyCookies: ['blocked', { option: true }],
  studioStore: ['aurora', { option: true }],
  context: async ({ context, thirdPartyCookies, launchOptions, userAgent, viewport, baseURL }, provide) => {
    if (thirdPartyCookies === 'blocked') return provide(context);
    const profile = mkdtempSync(path.join(tmpdir(), 'e2e-3pc-allowed-'));
    mkdirSync(path.join(profile, 'Default'));
    // cookie_controls_mode 0: "allow third-party cookies", Chromium's setting in its own profile.
    writeFileSync(
      path.join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
    );
    const persistent = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      ...(userAgent ? { userAgent } : {}),
      ...(baseURL ? { baseURL } : {}),
      viewport: viewport ?? null,
    });
    await provide(persistent);
    await persistent.close();
    rmSync(profile, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';

export { frameCanKeepCookies } from './cookie-probe';
