/**
 * Finds a Chromium for the end-to-end suite: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
 * Playwright's own browser when one is installed. Fails with instructions when there is none.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((p): p is string => Boolean(p));
  for (const candidate of candidates) if (existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own installed; fall through to the instructions.
  }
  throw new Error(
    'No Chromium found for the end-to-end tests.\n' +
      '  On Debian/Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)\n' +
      '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.\n' +
      '  Or, where downloads are allowed: npx playwright install chromium',
  );
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
