/** Every status the order has had, oldest first, with who made each change and when. */
import type { OwnerOrder } from '../../application/ports/back-office-api.port';
import { dateTime } from '../back-office/dates';
import { StatusBadge } from '../back-office/status-badge';
import { card } from '../back-office/card';

export function OrderTimeline({ history }: { history: OwnerOrder['history'] }) {
  return (
    <section aria-labelledby="timeline-heading" className={card}>
      <h3 id="timeline-heading" className="mb-2 font-semibold">
        Timeline
      </h3>
      <ol className="flex flex-col gap-2 border-l border-gray-200 pl-4 text-sm">
        {history.map((entry, index) => (
          <li key={index}>
            <StatusBadge label={entry.status} />{' '}
            <span className="text-gray-600">
              by {entry.actor} · <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
            </span>
            {entry.note && <p className="text-gray-700">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
