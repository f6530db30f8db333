import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/audit-verdict';

const report = (vulnerabilities: Record<string, { severity: string; fixAvailable: unknown }>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, entry]) => [name, { name, range: '<9.0.1', ...entry }]),
    ),
    metadata: { vulnerabilities: {} },
  });

describe('the dependency audit', () => {
  it('fails on a high or critical advisory, naming the package and whether a fix exists', () => {
    const verdict = auditVerdict(
      report({ nodemailer: { severity: 'high', fixAvailable: true }, 'left-pad': { severity: 'moderate', fixAvailable: false } }),
    );
    expect(verdict).toEqual({ kind: 'vulnerable', packages: ['nodemailer (high, <9.0.1): a fix is available'] });
  });

  it('passes with only lower advisories, counting them', () => {
    expect(auditVerdict(report({ 'left-pad': { severity: 'low', fixAvailable: true } }))).toEqual({ kind: 'clean', counted: 1 });
  });

  it('says the service was unreachable when npm printed an error instead of a report', () => {
    const error = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' });
    expect(auditVerdict(error)).toEqual({ kind: 'unreachable', detail: expect.stringContaining('405') });
    expect(auditVerdict('')).toMatchObject({ kind: 'unreachable' });
  });
});
