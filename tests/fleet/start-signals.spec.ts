/**
 * `npm start` (scripts/start.mjs) under a supervisor: a SIGTERM sent to it reaches the server it
 * started, which closes, and the launcher exits with it, instead of leaving the server running,
 * orphaned. Started on the fleet's database, as a third instance would be.
 */
import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { FLEET_PORTS } from './fleet-urls';

const livez = `http://127.0.0.1:${FLEET_PORTS.started}/livez`;
const answers = () =>
  fetch(livez).then(
    (response) => response.ok,
    () => false,
  );

test('a SIGTERM to npm start closes the server it started, and the launcher exits with it', async () => {
  test.setTimeout(240_000);
  const launcher = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(FLEET_PORTS.started),
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      NODE_ENV: 'production',
      TOKEN_SECRET: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)));
  await expect.poll(answers, { timeout: 180_000, intervals: [500] }).toBe(true);

  launcher.kill('SIGTERM');
  expect(await exited).toBe(0);
  await expect.poll(answers, { timeout: 15_000, intervals: [250] }).toBe(false);
});
