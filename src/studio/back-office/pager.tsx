/** Previous and next page of a list, with where the owner is in it. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 text-sm">
      <p>
        {first}–{Math.min(total, page * pageSize)} of {total}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="rounded-md border border-gray-300 bg-white px-3 py-1 disabled:opacity-40"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous page
        </button>
        <button
          type="button"
          className="rounded-md border border-gray-300 bg-white px-3 py-1 disabled:opacity-40"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next page
        </button>
      </div>
    </nav>
  );
}
