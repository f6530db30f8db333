/**
 * What `npm audit --json` printed, read as a verdict (audit-check.ts): the service unreachable (an
 * error object instead of a report), vulnerable (high or critical advisories, one line per package),
 * or clean.
 */
export type AuditVerdict =
  { kind: 'unreachable'; detail: string } | { kind: 'vulnerable'; packages: string[] } | { kind: 'clean'; counted: number };

interface AuditEntry {
  name: string;
  severity: string;
  range: string;
  fixAvailable: unknown;
}

interface AuditReport {
  metadata?: unknown;
  vulnerabilities?: Record<string, AuditEntry>;
  message?: unknown;
  error?: { summary?: unknown };
}

export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport | null;
  try {
    report = JSON.parse(stdout) as AuditReport | null;
  } catch {
    return { kind: 'unreachable', detail: 'the answer was not JSON' };
  }
  if (!report || typeof report !== 'object' || !report.metadata || !report.vulnerabilities) {
    const said =
      typeof report?.message === 'string' ? report.message : typeof report?.error?.summary === 'string' ? report.error.summary : '';
    return { kind: 'unreachable', detail: said || 'no report' };
  }
  const serious = Object.values(report.vulnerabilities).filter((entry) => entry.severity === 'high' || entry.severity === 'critical');
  if (serious.length > 0) {
    return {
      kind: 'vulnerable',
      packages: serious
        .map((entry) => `${entry.name} (${entry.severity}, ${entry.range}): ${entry.fixAvailable ? 'a fix is available' : 'no fix yet'}`)
        .sort(),
    };
  }
  return { kind: 'clean', counted: Object.keys(report.vulnerabilities).length };
}
