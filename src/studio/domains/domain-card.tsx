/**
 * One of the store's own domains: its state, the TXT record that proves it, what the last check found
 * and when the next one comes, and its actions: check now (until verified), make primary (once
 * verified), remove (asked first).
 */
import type { StoreDomain } from '../../application/ports/owner-domains-api.port';
import { card } from '../back-office/card';
import { dateTime } from '../back-office/dates';
import { StatusBadge } from '../back-office/status-badge';
import { ConfirmAction } from '../confirm-action';

const button = 'rounded-md border border-gray-300 px-2 py-1 text-sm';

export const domainHeadingId = (domainID: number) => `domain-${domainID}`;

const STATE_LABEL = { pending: 'Waiting for the record', failed: 'Checks stopped', verified: 'Verified' } as const;

interface Props {
  domain: StoreDomain;
  /** A check was asked for and has not come back yet. */
  checking: boolean;
  onCheck(): Promise<void>;
  onMakePrimary(): Promise<void>;
  onRemove(): Promise<void>;
}

export function DomainCard({ domain, checking, onCheck, onMakePrimary, onRemove }: Props) {
  const headingId = domainHeadingId(domain.domainID);
  const verified = domain.state === 'verified';
  return (
    <li>
      <article aria-labelledby={headingId} className={`${card} flex flex-col gap-2`}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} tabIndex={-1} className="break-all font-mono text-sm font-semibold">
            {domain.host}
          </h3>
          <StatusBadge label={STATE_LABEL[domain.state]} />
          {domain.primary && <StatusBadge label="Primary" />}
        </div>
        {verified ? (
          <p className="text-sm text-gray-700">
            {domain.primary
              ? 'Shoppers are sent here from every other address of the store.'
              : 'It serves your store; shoppers who use it are sent to the primary domain.'}
            {domain.verifiedAt && ` Verified ${dateTime(domain.verifiedAt)}.`}
          </p>
        ) : (
          <>
            <p className="text-sm">Add this TXT record at your domain&apos;s DNS provider, then choose Check now:</p>
            <dl className="grid gap-x-3 gap-y-1 rounded-md bg-gray-50 p-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">Type</dt>
              <dd>TXT</dd>
              <dt className="font-medium">Name</dt>
              <dd className="break-all font-mono">{domain.record.name}</dd>
              <dt className="font-medium">Value</dt>
              <dd className="break-all font-mono">{domain.record.value}</dd>
            </dl>
            <p className="text-sm text-gray-700">
              {checking
                ? 'Checking…'
                : domain.lastCheckedAt
                  ? `Last checked ${dateTime(domain.lastCheckedAt)}: ${domain.lastProblem ?? 'not found'}.`
                  : 'Not checked yet.'}{' '}
              {!checking &&
                (domain.nextCheckAt
                  ? `Next check ${dateTime(domain.nextCheckAt)}.`
                  : 'Automatic checks have stopped; Check now starts them again.')}
            </p>
          </>
        )}
        <div className="flex flex-wrap gap-2">
          {!verified && (
            <button type="button" className={button} disabled={checking} onClick={() => void onCheck()}>
              Check now
            </button>
          )}
          {verified && !domain.primary && (
            <button type="button" className={button} onClick={() => void onMakePrimary()}>
              Make primary
            </button>
          )}
          <ConfirmAction
            trigger={
              <button type="button" className={`${button} text-red-800`}>
                Remove
              </button>
            }
            title={`Remove ${domain.host}?`}
            description={`${domain.host} stops serving your store at once${domain.primary ? ', and your platform address becomes the primary one again' : ''}. You can add it again later, with a new record to publish.`}
            confirmLabel="Remove domain"
            onConfirm={onRemove}
          />
        </div>
      </article>
    </li>
  );
}
