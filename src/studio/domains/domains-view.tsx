/**
 * The studio's Domains (docs/platform.md, "Domains"; decision 98): the store's platform address and
 * primary domain, a form to add a domain of its own, and each domain with the TXT record that proves
 * it. The store API's jobs do the checking: after "Check now" the page asks again for a while, and the
 * focus follows the work (onto a domain added, back to the heading after a removal).
 */
import { useCallback, useState } from 'react';
import type { DomainsApi, StoreDomain } from '../../application/ports/owner-domains-api.port';
import { card } from '../back-office/card';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useFocusOn } from '../back-office/use-focus-on';
import { AddDomainForm } from './add-domain-form';
import { DomainCard, domainHeadingId } from './domain-card';
import { useCheckWatch } from './use-check-watch';

const HEADING = 'domains-heading';

export default function DomainsView({ api }: { api: DomainsApi }) {
  const load = useCallback(() => api.list(), [api]);
  const { state, reload, replace } = useOwnerLoad(load);
  const [said, setSaid] = useState('');
  const setFocusOn = useFocusOn(HEADING, [state]);
  const overview = state.status === 'ready' ? state.value : null;
  const { checking, watch } = useCheckWatch(overview?.domains ?? [], reload, (domain) =>
    setSaid(domain.state === 'verified' ? `${domain.host} is verified.` : `${domain.host}: ${domain.lastProblem ?? 'not verified yet'}.`),
  );

  const check = async (domain: StoreDomain) => {
    const result = await api.checkNow(domain.domainID);
    if (!result.ok) return setSaid(result.message);
    setSaid(`Checking ${domain.host}…`);
    watch(result.value);
  };
  const makePrimary = async (domainID: number | null) => {
    const result = await api.makePrimary(domainID);
    if (!result.ok) return setSaid(result.message);
    replace(result.value);
    setSaid(`${result.value.primary} is now the primary domain.`);
  };
  const remove = async (domain: StoreDomain) => {
    const result = await api.remove(domain.domainID);
    if (!result.ok) return setSaid(result.message);
    setSaid(`${domain.host} removed.`);
    reload();
    setFocusOn(HEADING);
  };

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <h2 id={HEADING} tabIndex={-1} className="text-xl font-semibold">
        Domains
      </h2>
      <p role="status" className="text-sm">
        {said}
      </p>
      {!overview && <LoadProblem state={state} what="domains" onRetry={reload} />}
      {overview && (
        <>
          <section aria-labelledby="addresses-heading" className={`${card} flex flex-col gap-1 text-sm`}>
            <h3 id="addresses-heading" className="font-semibold">
              Your store&apos;s addresses
            </h3>
            <p>
              Platform address: <span className="font-mono">{overview.platformAddress}</span>, always yours, nothing to set up.
            </p>
            <p>
              Primary domain: <span className="font-mono">{overview.primary}</span>. Shoppers on any other address are sent there, and
              links, the sitemap and mails use it.
            </p>
            {overview.primary !== overview.platformAddress && (
              <div>
                <button type="button" className="rounded-md border border-gray-300 px-2 py-1" onClick={() => void makePrimary(null)}>
                  Use the platform address as primary
                </button>
              </div>
            )}
          </section>
          <AddDomainForm
            api={api}
            onAdded={(domain) => {
              setSaid(`${domain.host} added. Publish its TXT record, then choose Check now.`);
              reload();
              setFocusOn(domainHeadingId(domain.domainID));
            }}
          />
          {overview.domains.length === 0 ? (
            <p className="text-sm text-gray-600">No domains of your own yet.</p>
          ) : (
            <ul aria-label="Your domains" className="flex flex-col gap-3">
              {overview.domains.map((domain) => (
                <DomainCard
                  key={domain.domainID}
                  domain={domain}
                  checking={checking.has(domain.domainID)}
                  onCheck={() => check(domain)}
                  onMakePrimary={() => makePrimary(domain.domainID)}
                  onRemove={() => remove(domain)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </main>
  );
}
