/**
 * Adds a section of any type, from its preset, after the selected section (or at the end of the
 * page). Header and footer sections belong to the groups shown on every page, so only those offer them.
 */
import { useId, useState } from 'react';
import { SECTION_TYPE_MODULE_LIST } from '../domain/sections/section-type-modules';
import { FRAME_SECTION_TYPES, type SectionTypeId } from '../domain/sections/section-types';

export function AddSection({ onAdd, inGroup = false }: { onAdd: (type: SectionTypeId) => void; inGroup?: boolean }) {
  const id = useId();
  const [type, setType] = useState<SectionTypeId>(6);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd(type);
      }}
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-gray-700">
          Section type
        </label>
        <select
          id={id}
          className="rounded border border-gray-300 px-2 py-1 text-sm"
          value={type}
          onChange={(e) => setType(Number(e.target.value) as SectionTypeId)}
        >
          {SECTION_TYPE_MODULE_LIST.filter((t) => inGroup || !FRAME_SECTION_TYPES.includes(t.id)).map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded bg-gray-900 px-3 py-1.5 text-sm text-white">
        Add section
      </button>
    </form>
  );
}
