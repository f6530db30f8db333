/**
 * Choosing the catalogue file (the labelled file input, or a file dropped on its zone) and sending it:
 * the browser reads it as base64 and the store checks it in the background; the import's own page
 * then follows the check.
 */
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { CATALOGUE_FILE_MAX_BYTES, type CatalogueImportApi } from '../../../application/ports/owner-catalogue-import-api.port';
import { readBase64 } from '../../../ui/sections/parts/read-form-fields';
import { openLink } from '../product-links';
import { importLink } from './import-links';
import { fileSize } from './import-text';

/** Why the file cannot be sent, or '' when it can. */
function fileProblem(file: File | null): string {
  if (!file) return 'Choose a CSV file first';
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return `${file.name} is not a CSV file: export your products as CSV`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > CATALOGUE_FILE_MAX_BYTES)
    return `${file.name} is ${fileSize(file.size)}: a catalogue file may be at most ${fileSize(CATALOGUE_FILE_MAX_BYTES)}. Split it in several files.`;
  return '';
}

export function UploadForm({ api }: { api: CatalogueImportApi }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [note, setNote] = useState<{ busy: boolean; problem: string }>({ busy: false, problem: '' });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setNote({ busy: false, problem: '' });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fileProblem(file);
    if (problem || !file) return setNote({ busy: false, problem });
    setNote({ busy: true, problem: '' });
    const result = await api.upload(file.name, await readBase64(file));
    if (!result.ok) return setNote({ busy: false, problem: result.message });
    openLink(importLink(result.value.importID));
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-base font-semibold">
        Upload a file
      </h3>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col gap-2 rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-blue-600 bg-blue-50' : 'border-gray-300'}`}
      >
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          Product CSV file (Shopify&apos;s format, up to {fileSize(CATALOGUE_FILE_MAX_BYTES)})
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="text-sm"
        />
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          Or drop the file here. Nothing is written until you have seen the check and start the import.
        </p>
        {file && (
          <p className="text-sm">
            Chosen: <strong>{file.name}</strong> ({fileSize(file.size)})
          </p>
        )}
      </div>
      {note.problem && (
        <p role="alert" className="text-sm text-red-700">
          {note.problem}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {note.busy ? 'Uploading the file…' : ''}
      </p>
      <button
        type="submit"
        disabled={note.busy}
        className="self-start rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
      >
        {note.busy ? 'Uploading…' : 'Upload and check'}
      </button>
    </form>
  );
}
