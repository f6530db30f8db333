/**
 * The studio's Activity (decision 99): the store's audit log, newest first: who did what and when,
 * from which address and browser, with what changed. Filtered by person (a member or an API key) and
 * action; "Show older entries" reads the next page by its cursor and moves the focus to its first entry.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccessApi, ActivityEvent, ActivityFilter } from '../../application/ports/owner-access-api.port';
import { card } from '../back-office/card';
import { LoadProblem } from '../back-office/load-problem';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { useHeadingFocus } from '../products/heading-focus';
import { ActivityFilters } from './activity-filters';
import { ActivityRow } from './activity-row';

export default function ActivityView({ api }: { api: AccessApi }) {
  const [filter, setFilter] = useState<ActivityFilter>({});
  const load = useCallback(() => api.activity(filter), [api, filter]);
  const { state, reload } = useOwnerLoad(load);
  const choices = useOwnerLoad(useCallback(() => api.activityChoices(), [api]));
  const [older, setOlder] = useState<{ events: ActivityEvent[]; nextBefore: number | null } | null>(null);
  const [moreProblem, setMoreProblem] = useState<string | null>(null);
  const firstOlder = useRef<HTMLTableRowElement | null>(null);
  const focusHeading = useHeadingFocus();

  // A new filter starts again from the newest entries.
  useEffect(() => setOlder(null), [filter]);
  useEffect(() => firstOlder.current?.focus(), [older?.events.length]);

  const first = state.status === 'ready' ? state.value : null;
  const events = [...(first?.events ?? []), ...(older?.events ?? [])];
  const nextBefore = older ? older.nextBefore : (first?.nextBefore ?? null);
  const loaded = first?.events.length ?? 0;

  const showOlder = async () => {
    if (nextBefore === null) return;
    setMoreProblem(null);
    const result = await api.activity({ ...filter, before: nextBefore });
    if (!result.ok) return setMoreProblem(result.message);
    setOlder((current) => ({ events: [...(current?.events ?? []), ...result.value.events], nextBefore: result.value.nextBefore }));
  };

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      <h2 ref={focusHeading} tabIndex={-1} className="text-xl font-semibold">
        Activity
      </h2>
      <p className="text-sm text-gray-700">
        Who did what in this store, and when: sign-ins, changes to products, prices and stock, settings, the theme, webhooks and API keys.
        Entries are kept for a year.
      </p>
      <ActivityFilters choices={choices.state.status === 'ready' ? choices.state.value : null} filter={filter} onChange={setFilter} />
      <section aria-label="Activity entries" className={card}>
        <LoadProblem state={state} what="activity" onRetry={reload} />
        {first && events.length === 0 && <p className="text-sm text-gray-700">Nothing has been recorded here yet.</p>}
        {events.length > 0 && (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Activity, newest first</caption>
            <thead>
              <tr className="border-b border-gray-200 text-gray-700">
                <th scope="col" className="py-2 pr-3 font-medium">
                  When
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  What
                </th>
                <th scope="col" className="py-2 font-medium">
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event, index) => (
                <ActivityRow key={event.eventID} event={event} rowRef={index === loaded ? firstOlder : undefined} />
              ))}
            </tbody>
          </table>
        )}
        {moreProblem && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Older entries could not be loaded: {moreProblem}
          </p>
        )}
        {nextBefore !== null && (
          <button type="button" onClick={() => void showOlder()} className="mt-3 rounded-md border border-gray-300 px-3 py-1.5 text-sm">
            Show older entries
          </button>
        )}
      </section>
    </main>
  );
}
