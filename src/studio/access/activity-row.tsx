/** One entry of the Activity table: when, who (a member, an API key or the operator), what and what changed, and from where. */
import type { Ref } from 'react';
import type { ActivityEvent } from '../../application/ports/owner-access-api.port';
import { dateTime } from '../back-office/dates';
import { actionWords, changeLines } from './activity-words';

const WHO_KIND = { member: '', apiKey: 'API key ', operator: '' } as const;

export function ActivityRow({ event, rowRef }: { event: ActivityEvent; rowRef?: Ref<HTMLTableRowElement> | undefined }) {
  const lines = changeLines(event.changes);
  return (
    <tr ref={rowRef} tabIndex={rowRef ? -1 : undefined} className="border-b border-gray-100 align-top last:border-0">
      <td className="py-2 pr-3 whitespace-nowrap">
        <time dateTime={event.at}>{dateTime(event.at)}</time>
      </td>
      <td className="py-2 pr-3 break-all">
        {WHO_KIND[event.who.kind]}
        {event.who.name}
      </td>
      <td className="py-2 pr-3">
        <span className="font-medium">{actionWords(event.action)}</span>
        {event.subject && event.subject !== event.who.name && <span className="text-gray-700"> · {event.subject}</span>}
        {lines.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-gray-700">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </td>
      <td className="py-2 text-gray-700">
        {event.ip ?? '—'}
        {event.userAgent && (
          <span className="block max-w-56 truncate text-xs" title={event.userAgent}>
            {event.userAgent}
          </span>
        )}
      </td>
    </tr>
  );
}
