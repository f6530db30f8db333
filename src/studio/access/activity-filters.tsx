/** The Activity page's filters: a person (a member or an API key) and an action, applied as they are chosen. */
import type { ActivityChoices, ActivityFilter } from '../../application/ports/owner-access-api.port';
import { actionWords } from './activity-words';

const select = 'rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm';

/** The person filter's value: `m12` a member, `k3` a key, '' everyone. */
const personOf = (filter: ActivityFilter) =>
  filter.member !== undefined ? `m${filter.member}` : filter.apiKey !== undefined ? `k${filter.apiKey}` : '';

export function ActivityFilters({
  choices,
  filter,
  onChange,
}: {
  choices: ActivityChoices | null;
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
}) {
  const choosePerson = (value: string) => {
    const id = Number(value.slice(1));
    onChange({ action: filter.action, member: value.startsWith('m') ? id : undefined, apiKey: value.startsWith('k') ? id : undefined });
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="flex flex-col gap-1 text-sm">
        Person
        <select className={select} value={personOf(filter)} onChange={(event) => choosePerson(event.target.value)}>
          <option value="">Everyone</option>
          {choices?.people.map((person) => (
            <option key={`m${person.memberID}`} value={`m${person.memberID}`}>
              {person.email}
            </option>
          ))}
          {choices?.keys.map((key) => (
            <option key={`k${key.apiKeyID}`} value={`k${key.apiKeyID}`}>
              API key {key.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Action
        <select
          className={select}
          value={filter.action ?? ''}
          onChange={(event) => onChange({ ...filter, action: event.target.value || undefined })}
        >
          <option value="">Every action</option>
          {choices?.actions.map((action) => (
            <option key={action} value={action}>
              {actionWords(action)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
