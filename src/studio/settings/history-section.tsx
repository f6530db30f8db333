/** The settings history: every save with who made it, when, and what it changed in words, newest first. */
import type { SettingsHistoryEntry } from '../../application/ports/store-settings-api.port';
import { card } from '../back-office/card';
import { dateTime } from '../back-office/dates';

export function HistorySection({ entries }: { entries: SettingsHistoryEntry[] }) {
  return (
    <section aria-labelledby="settings-history-heading" className={card}>
      <h2 id="settings-history-heading" className="mb-2 text-base font-semibold">
        Settings history
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-600">No changes saved from the studio yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Saved changes, newest first">
          {entries.map((entry) => (
            <li key={entry.id} className="border-l-2 border-gray-300 pl-3 text-sm">
              <p className="text-gray-600">
                <time dateTime={entry.changedAt}>{dateTime(entry.changedAt)}</time> · {entry.changedBy || 'the store'}
              </p>
              <ul className="list-disc pl-5">
                {entry.changes.map((change, index) => (
                  <li key={index}>{change}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
