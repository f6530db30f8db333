/**
 * A picked link (`{ label, type, slug }`) edited as an owner thinks of it (docs/editor.md): its label, what
 * it links to (category, product group, product, page) and which one, chosen by name from the
 * store's own list as the owner types (a datalist, so browser and keyboard behave as usual).
 */
import { createContext, useContext, useEffect, useId, useState } from 'react';
import type { LinkChoice } from '../application/ports/studio-api.port';
import type { LinkTargetType, TargetLink } from '../domain/sections/link-target';
import { SelectField, TextField } from './field-controls';

/** Finds what a link of a kind can point at; null where no store is reachable (tests, fixtures). */
export const LinkTargetsContext = createContext<((type: LinkTargetType, search: string) => Promise<LinkChoice[]>) | null>(null);

export const LINK_TARGET_OPTIONS = [
  { value: '1', label: 'Product category' },
  { value: '2', label: 'Product group' },
  { value: '3', label: 'Product' },
  { value: '4', label: 'Page' },
];

const SEARCH_DELAY_MS = 200;

interface Props {
  legend: string;
  value: TargetLink;
  onChange: (value: TargetLink) => void;
  onCommit: () => void;
}

export function LinkTargetFields({ legend, value, onChange, onCommit }: Props) {
  const find = useContext(LinkTargetsContext);
  const id = useId();
  const [choices, setChoices] = useState<LinkChoice[]>([]);
  const [search, setSearch] = useState('');

  useEffect(() => {
    if (!find) return;
    let live = true;
    const timer = setTimeout(() => {
      void find(value.type, search).then((found) => {
        if (live) setChoices(found);
      });
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [find, value.type, search]);

  const picked = choices.find((choice) => choice.slug === value.slug);
  const kind = LINK_TARGET_OPTIONS.find((option) => option.value === String(value.type))?.label ?? 'Target';
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-gray-200 p-2">
      <legend className="px-1 text-xs font-semibold">{legend}</legend>
      <TextField label="Label" value={value.label} onChange={(label) => onChange({ ...value, label })} onCommit={onCommit} />
      <SelectField
        label="Links to"
        value={String(value.type)}
        options={LINK_TARGET_OPTIONS}
        onChange={(type) => onChange({ ...value, type: Number(type) as LinkTargetType })}
        onCommit={onCommit}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-gray-700">
          {kind}
        </label>
        <input
          id={id}
          list={`${id}-choices`}
          className="w-full rounded border border-gray-300 px-2 py-1 text-sm"
          value={value.slug}
          placeholder={`Type to find a ${kind.toLowerCase()}`}
          aria-describedby={`${id}-picked`}
          onChange={(e) => {
            setSearch(e.target.value);
            onChange({ ...value, slug: e.target.value.trim() });
          }}
          onBlur={onCommit}
        />
        <datalist id={`${id}-choices`}>
          {choices.map((choice) => (
            <option key={choice.slug} value={choice.slug} label={choice.name} />
          ))}
        </datalist>
        <p id={`${id}-picked`} className="text-xs text-gray-600">
          {picked ? `Links to “${picked.name}” (/${picked.slug})` : value.slug ? `/${value.slug}` : 'Nothing chosen yet'}
        </p>
      </div>
    </fieldset>
  );
}
