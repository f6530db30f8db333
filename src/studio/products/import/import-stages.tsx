/**
 * What an import's page shows at each stage: the dry run with its Start button, the write's progress
 * with Cancel, and the outcome with the pictures that could not be fetched. Each stage's heading
 * takes the focus when the stage arrives (import-page.tsx).
 */
import type { Ref } from 'react';
import type { CatalogueImport, PictureProblem } from '../../../application/ports/owner-catalogue-import-api.port';
import { ConfirmAction } from '../../confirm-action';
import { IMPORT_LINK } from './import-links';
import { dryRunSummary, outcomeSummary, products, toImport } from './import-text';

type HeadingRef = Ref<HTMLHeadingElement>;

const headingClass = 'text-base font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600';
const primary = 'rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:cursor-not-allowed disabled:opacity-50';
const secondary = 'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium';

function IgnoredColumns({ columns }: { columns: string[] }) {
  if (columns.length === 0) return null;
  return (
    <p className="text-sm text-gray-700">
      Columns not imported (this store does not use them): <span className="break-words">{columns.join(', ')}</span>
    </p>
  );
}

export function DryRun({ imp, heading, onStart }: { imp: CatalogueImport; heading: HeadingRef; onStart: () => void }) {
  const count = imp.fileError ? 0 : toImport(imp);
  return (
    <section aria-labelledby="import-stage" className="flex flex-col gap-3">
      <h3 id="import-stage" ref={heading} tabIndex={-1} className={headingClass}>
        Check of the file
      </h3>
      {imp.fileError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">This file cannot be imported: nothing will be written.</p>
          <p className="mt-1">{imp.fileError}</p>
        </div>
      ) : (
        <p className="text-sm">{dryRunSummary(imp)}</p>
      )}
      <IgnoredColumns columns={imp.ignoredColumns} />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={primary} disabled={count === 0} onClick={onStart}>
          Import {products(count)}
        </button>
        <a href={IMPORT_LINK} className={secondary}>
          Upload another file
        </a>
      </div>
      {count === 0 && !imp.fileError && <p className="text-sm text-gray-600">Nothing in this file can be imported: see why below.</p>}
    </section>
  );
}

export function Writing({ imp, heading, onCancel }: { imp: CatalogueImport; heading: HeadingRef; onCancel: () => void }) {
  return (
    <section aria-labelledby="import-stage" className="flex flex-col gap-3">
      <h3 id="import-stage" ref={heading} tabIndex={-1} className={headingClass}>
        Importing
      </h3>
      <progress
        value={imp.processed}
        max={Math.max(1, toImport(imp))}
        aria-label="Products imported"
        className="h-3 w-full accent-emerald-700"
      />
      {imp.cancelRequested ? (
        <p className="text-sm">Stopping after the product being written…</p>
      ) : (
        <ConfirmAction
          trigger={
            <button type="button" className={`${secondary} self-start`}>
              Cancel import
            </button>
          }
          title="Cancel the import?"
          description="Products already written stay as they are; the rest of the file is not imported."
          confirmLabel="Stop the import"
          onConfirm={onCancel}
        />
      )}
    </section>
  );
}

const OUTCOME_TITLES = { done: 'Import done', cancelled: 'Import cancelled', failed: 'Import failed' } as const;

function Pictures({ imp, problems, onRetry }: { imp: CatalogueImport; problems: PictureProblem[]; onRetry: () => void }) {
  const { pending, fetched, failed } = imp.pictures;
  if (pending + fetched + failed === 0) return null;
  return (
    <section aria-labelledby="import-pictures" className="flex flex-col gap-2">
      <h4 id="import-pictures" className="text-sm font-semibold">
        Pictures
      </h4>
      <p className="text-sm">
        {fetched} fetched, {failed} could not be fetched{pending > 0 ? `, ${pending} waiting` : ''}.
      </p>
      {problems.length > 0 && (
        <>
          <p className="text-sm text-gray-700">
            Their products are imported without these pictures: check the addresses, or upload the pictures in each product&apos;s editor.
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {problems.map((problem, index) => (
              <li key={index} className="break-all">
                Row {problem.row}: {problem.src} ({problem.error})
              </li>
            ))}
          </ul>
        </>
      )}
      {failed > 0 && pending === 0 && (
        <button type="button" className={`${secondary} self-start`} onClick={onRetry}>
          Fetch the failed pictures again
        </button>
      )}
    </section>
  );
}

export function Outcome({
  imp,
  heading,
  problems,
  onRetryPictures,
}: {
  imp: CatalogueImport;
  heading: HeadingRef;
  problems: PictureProblem[];
  onRetryPictures: () => void;
}) {
  const state = imp.state === 'cancelled' || imp.state === 'failed' ? imp.state : 'done';
  return (
    <section aria-labelledby="import-stage" className="flex flex-col gap-3">
      <h3 id="import-stage" ref={heading} tabIndex={-1} className={headingClass}>
        {OUTCOME_TITLES[state]}
      </h3>
      <p className="text-sm">
        {outcomeSummary(imp)}
        {imp.refused > 0 ? `; ${imp.refused} refused by the check` : ''}.
      </p>
      {imp.error && (
        <p role="alert" className="text-sm text-red-700">
          {imp.error}
        </p>
      )}
      <Pictures imp={imp} problems={problems} onRetry={onRetryPictures} />
      <a href={IMPORT_LINK} className={`${secondary} self-start`}>
        Import another file
      </a>
    </section>
  );
}
