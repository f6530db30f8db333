/** A back-office list's body: its table and pager once the page of results is in, else the loading or failure line. */
import type { ReactNode } from 'react';
import { LoadProblem } from './load-problem';
import { Pager } from './pager';
import type { LoadState } from './use-owner-load';

interface ResultsPage {
  page: number;
  pageSize: number;
  total: number;
}

export function PagedList<T extends ResultsPage>({
  state,
  what,
  onRetry,
  onPage,
  children,
}: {
  state: LoadState<T>;
  /** What the list holds, in the loading and failure lines ("orders"). */
  what: string;
  onRetry: () => void;
  onPage: (page: number) => void;
  children: (answer: T) => ReactNode;
}) {
  if (state.status !== 'ready')
    return (
      <div className="p-4">
        <LoadProblem state={state} what={what} onRetry={onRetry} />
      </div>
    );
  const answer = state.value;
  return (
    <>
      {children(answer)}
      <Pager page={answer.page} pageSize={answer.pageSize} total={answer.total} onPage={onPage} />
    </>
  );
}
