/**
 * `npm run audit:deps`, the first step of `npm test`: fails when a runtime dependency (what a
 * deployment installs) has a published advisory of high or critical severity, naming each package
 * and whether a fix is available; development-only ones are listed as a warning (they never reach a
 * deployment, and a build tool's advisory should not stop every change). When the audit service
 * cannot be reached (no network, a registry or proxy without the advisory endpoint) it says so and
 * passes: the check is only as good as the service it asks.
 */
import { execFile } from 'node:child_process';
import { auditVerdict, type AuditVerdict } from './audit-verdict';

const audit = (args: string[]) =>
  new Promise<AuditVerdict>((resolve) => {
    execFile('npm', ['audit', '--json', ...args], { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (error, stdout) => {
      const ran = error === null || stdout.length > 0;
      resolve(ran ? auditVerdict(stdout) : { kind: 'unreachable', detail: 'npm audit did not run' });
    });
  });

const runtime = await audit(['--omit=dev']);
if (runtime.kind === 'unreachable') {
  console.warn(`Dependency audit skipped: the audit service could not be reached (${runtime.detail}).`);
} else {
  const all = await audit([]);
  if (all.kind === 'vulnerable') {
    const devOnly = all.packages.filter((line) => runtime.kind !== 'vulnerable' || !runtime.packages.includes(line));
    if (devOnly.length > 0) console.warn(`Development-only dependencies with high or critical advisories:\n  ${devOnly.join('\n  ')}`);
  }
  if (runtime.kind === 'vulnerable') {
    console.error(`Runtime dependencies with high or critical advisories:\n  ${runtime.packages.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Dependency audit: no runtime dependency with a high or critical advisory (${runtime.counted} of lower severity).`);
}
