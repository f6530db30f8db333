/**
 * One import's page (#products/import/<id>): its file, a live line saying where the store is with it,
 * then its stage (the dry run, the write, the outcome) and its products row by row. The stage's
 * heading takes the focus when a stage arrives, so a keyboard or screen-reader user lands on the
 * result; the line is a polite live region, heard without moving.
 */
import { useEffect, useRef, useState } from 'react';
import type { CatalogueImport, CatalogueImportApi, CatalogueImportState } from '../../../application/ports/owner-catalogue-import-api.port';
import { dateTime } from '../../back-office/dates';
import { LoadProblem } from '../../back-office/load-problem';
import { useHeadingFocus } from '../heading-focus';
import { IMPORT_LINK } from './import-links';
import { ImportRows } from './import-rows';
import { DryRun, Outcome, Writing } from './import-stages';
import { dryRunSummary, fileSize, outcomeSummary, toImport } from './import-text';
import { useImportPoll } from './use-import-poll';

function statusLine(imp: CatalogueImport): string {
  switch (imp.state) {
    case 'checking':
      return 'Checking the file…';
    case 'checked':
      return imp.fileError ? 'The file cannot be imported.' : `Checked: ${dryRunSummary(imp)}.`;
    case 'importing':
      return `${imp.cancelRequested ? 'Stopping' : 'Importing'}: ${imp.processed} of ${toImport(imp)} products written.`;
    case 'done':
      return `Import done: ${outcomeSummary(imp)}.`;
    case 'cancelled':
      return `Import cancelled: ${outcomeSummary(imp)}.`;
    case 'failed':
      return 'The import failed.';
  }
}

/**
 * Focuses the stage's heading whenever a stage arrives, the first one included: a small file's check
 * may be done before the page's first answer (a busy machine, a quick job), and the person who just
 * uploaded it must land on the check all the same. While the file is checked there is no stage
 * heading, and the page's own heading keeps the focus it took on opening.
 */
function useStageFocus(state: CatalogueImportState | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(state);
  useEffect(() => {
    if (state !== undefined && state !== previous.current) heading.current?.focus();
    previous.current = state;
  }, [state]);
  return heading;
}

export function ImportPage({ api, importID }: { api: CatalogueImportApi; importID: number }) {
  const { loaded, problem, reload, replace } = useImportPoll(api, importID);
  const [actionProblem, setActionProblem] = useState('');
  const pageHeading = useHeadingFocus();
  const stageHeading = useStageFocus(loaded?.import.state);
  if (!loaded)
    return <LoadProblem state={problem ? { status: 'error', message: problem } : { status: 'loading' }} what="import" onRetry={reload} />;
  const imp = loaded.import;
  const act = async (call: (importID: number) => ReturnType<CatalogueImportApi['start']>) => {
    const result = await call(importID);
    setActionProblem(result.ok ? '' : result.message);
    if (result.ok) replace(result.value);
  };
  return (
    <>
      <a href={IMPORT_LINK} className="self-start text-sm text-blue-700 underline">
        ← All imports
      </a>
      <div>
        <h2 ref={pageHeading} tabIndex={-1} className="break-words text-xl font-semibold">
          Import of {imp.fileName}
        </h2>
        <p className="text-sm text-gray-600">
          {fileSize(imp.fileBytes)}, uploaded {dateTime(imp.createdAt)}
        </p>
      </div>
      <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
        {/* Heard as the store moves on; seen only while it works (a stage's own summary shows the rest). */}
        <p
          role="status"
          aria-live="polite"
          className={imp.state === 'checking' || imp.state === 'importing' ? 'text-sm font-medium' : 'sr-only'}
        >
          {statusLine(imp)}
        </p>
        {imp.state === 'checking' && <progress aria-label="Checking the file" className="h-3 w-full" />}
        {(problem || actionProblem) && (
          <p role="alert" className="text-sm text-red-700">
            {actionProblem || `The store did not answer (${problem}); asking again…`}
          </p>
        )}
        {imp.state === 'checked' && <DryRun imp={imp} heading={stageHeading} onStart={() => void act((id) => api.start(id))} />}
        {imp.state === 'importing' && <Writing imp={imp} heading={stageHeading} onCancel={() => void act((id) => api.cancel(id))} />}
        {(imp.state === 'done' || imp.state === 'cancelled' || imp.state === 'failed') && (
          <Outcome
            imp={imp}
            heading={stageHeading}
            problems={loaded.pictureProblems}
            onRetryPictures={() => void act((id) => api.retryPictures(id))}
          />
        )}
      </div>
      {imp.state !== 'checking' && !imp.fileError && (
        <ImportRows key={imp.state} api={api} importID={importID} written={imp.state !== 'checked' && imp.state !== 'importing'} />
      )}
    </>
  );
}
