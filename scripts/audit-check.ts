/**
 * `npm run audit`, the first step of `npm test`: fails when a dependency (runtime or development)
 * has a published advisory of high or critical severity, naming each package and whether a fix is
 * available. When the audit service cannot be reached (no network, a registry or proxy without the
 * advisory endpoint) it says so and passes: the check is only as good as the service it asks.
 */
import { execFile } from 'node:child_process';
import { auditVerdict, type AuditVerdict } from './audit-verdict';

const printed = await new Promise<{ stdout: string; ran: boolean }>((resolve) => {
  execFile('npm', ['audit', '--json'], { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (error, stdout) => {
    resolve({ stdout: stdout ?? '', ran: error === null || stdout.length > 0 });
  });
});
const verdict: AuditVerdict = printed.ran ? auditVerdict(printed.stdout) : { kind: 'unreachable', detail: 'npm audit did not run' };
if (verdict.kind === 'unreachable') {
  console.warn(`Dependency audit skipped: the audit service could not be reached (${verdict.detail}).`);
} else if (verdict.kind === 'vulnerable') {
  console.error('Dependencies with high or critical advisories:');
  for (const line of verdict.packages) console.error(`  ${line}`);
  process.exit(1);
} else {
  console.log(`Dependency audit: no high or critical advisory (${verdict.counted} of lower severity).`);
}
