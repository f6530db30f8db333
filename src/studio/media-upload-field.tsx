/**
 * "Upload a picture" under an image field (docs/editor.md): the file and its alt text (required: shoppers
 * who cannot see the picture hear it), sent to the media library; the picture then fills the field
 * and joins the library for every other section.
 */
import { createContext, useContext, useId, useState, type FormEvent } from 'react';
import { readBase64 } from '../ui/sections/parts/read-form-fields';

export type UploadPicture = (input: {
  fileName: string;
  base64: string;
  alt: string;
}) => Promise<{ ok: true; image: string; alt: string } | { ok: false; message: string }>;

/** How the image fields upload; null where no store is reachable (tests, fixtures): no upload is offered. */
export const MediaUploadContext = createContext<UploadPicture | null>(null);

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

export function MediaUpload({ onUploaded }: { onUploaded: (image: string, alt: string) => void }) {
  const upload = useContext(MediaUploadContext);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new file input after each upload: the browser's own would still name the file just sent.
  const [round, setRound] = useState(0);
  const [alt, setAlt] = useState('');
  const [state, setState] = useState<{ busy: boolean; note: string; error: boolean }>({ busy: false, note: '', error: false });
  if (!upload) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return setState({ busy: false, note: 'Choose a picture first', error: true });
    if (!alt.trim()) return setState({ busy: false, note: 'Describe the picture: shoppers who cannot see it hear this text', error: true });
    setState({ busy: true, note: 'Uploading…', error: false });
    try {
      const result = await upload({ fileName: file.name, base64: await readBase64(file), alt: alt.trim() });
      if (!result.ok) return setState({ busy: false, note: result.message, error: true });
      onUploaded(result.image, result.alt);
      setFile(null);
      setRound((n) => n + 1);
      setAlt('');
      setState({ busy: false, note: 'Uploaded, and now in your media library', error: false });
    } catch (error) {
      setState({ busy: false, note: error instanceof Error ? error.message : 'The picture could not be uploaded', error: true });
    }
  };

  return (
    <details className="rounded border border-dashed border-gray-300 px-2 py-1">
      <summary className="cursor-pointer text-xs font-medium text-gray-700">Upload a picture</summary>
      <div className="mt-2 flex flex-col gap-2">
        <label htmlFor={`${id}-file`} className="text-xs font-medium text-gray-700">
          Picture (PNG, JPEG, WebP, GIF or AVIF, up to 3 MB)
        </label>
        <input
          key={round}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="text-xs"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <label htmlFor={`${id}-alt`} className="text-xs font-medium text-gray-700">
          Alt text (what the picture shows)
        </label>
        <input
          id={`${id}-alt`}
          required
          className="w-full rounded border border-gray-300 px-2 py-1 text-sm"
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
        />
        <button
          type="button"
          disabled={state.busy}
          onClick={(e) => void submit(e)}
          className="self-start rounded bg-gray-900 px-2 py-1 text-xs text-white disabled:opacity-50"
        >
          Upload
        </button>
        {state.note && (
          <p role={state.error ? 'alert' : 'status'} className={`text-xs ${state.error ? 'text-red-700' : 'text-green-800'}`}>
            {state.note}
          </p>
        )}
      </div>
    </details>
  );
}
