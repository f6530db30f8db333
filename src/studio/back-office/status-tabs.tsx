/** The tabs at the top of a list: All and each status with its count (when the list answers one); choosing one filters the list. */
export function StatusTabs<K extends string | number>({
  label,
  tabs,
  current,
  onChoose,
}: {
  label: string;
  tabs: ReadonlyArray<{ key: K | null; name: string; count?: number }>;
  current: K | null;
  onChoose: (key: K | null) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1 border-b border-gray-200 px-2 pt-2">
      {tabs.map((tab) => (
        <button
          key={String(tab.key)}
          type="button"
          aria-pressed={tab.key === current}
          onClick={() => onChoose(tab.key)}
          className={`rounded-t-md px-3 py-1.5 text-sm ${tab.key === current ? 'bg-gray-900 font-medium text-white' : 'text-gray-700 hover:bg-gray-100'}`}
        >
          {tab.name}
          {tab.count !== undefined && <span className="tabular-nums opacity-75"> {tab.count}</span>}
        </button>
      ))}
    </div>
  );
}
