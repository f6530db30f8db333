/**
 * Sharing the draft: the preview link to copy or open, and "Revoke all preview links", which stops
 * every link shared so far (the store API signs links with the theme's preview generation) and hands
 * the studio a new one. Its own frame follows the new key, so it reloads once.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { ConfirmAction } from './confirm-action';

export interface SharePreviewProps {
  link: string;
  /** Revokes the links; resolves with a message for the owner. */
  onRevoke: () => Promise<{ ok: boolean; message: string }>;
}

const button = 'rounded border border-gray-300 px-2 py-1 text-sm';

export function SharePreview({ link, onRevoke }: SharePreviewProps) {
  const id = useId();
  const address = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote({ text: 'Link copied', error: false });
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is selected to copy by hand.
      address.current?.select();
      setNote({ text: 'Copy the selected address', error: false });
    }
  };
  const revoke = async () => {
    const outcome = await onRevoke();
    setNote({ text: outcome.message, error: !outcome.ok });
  };
  return (
    <Dialog.Root onOpenChange={() => setNote(null)}>
      {/* "Share" alone on laptop widths, so the top bar keeps one row; the full name stays for screen readers. */}
      <Dialog.Trigger className={button}>
        Share<span className="max-2xl:sr-only"> preview</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-20 w-[480px] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded bg-white p-4 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Share a preview of the draft</Dialog.Title>
          <Dialog.Description className="mb-3 text-sm text-gray-600">
            Anyone with this link sees the draft as it is when they open it, for a week or until you revoke the links.
          </Dialog.Description>
          <label htmlFor={`${id}-address`} className="text-sm font-medium">
            Preview link address
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={address}
              id={`${id}-address`}
              readOnly
              value={link}
              className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1 text-sm"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className={button} onClick={() => void copy()}>
              Copy
            </button>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <a href={link} target="_blank" rel="noreferrer" className="text-sm text-blue-700 underline">
              Open the preview
            </a>
            <ConfirmAction
              trigger={
                <button type="button" className={`${button} ml-auto text-red-800`}>
                  Revoke all preview links
                </button>
              }
              title="Revoke every preview link?"
              description="Links you have shared stop showing the draft (they show the live store). You get a new link to share."
              confirmLabel="Revoke the links"
              onConfirm={revoke}
            />
          </div>
          {note && (
            <p role={note.error ? 'alert' : 'status'} className={`mt-2 text-sm ${note.error ? 'text-red-700' : 'text-green-800'}`}>
              {note.text}
            </p>
          )}
          <Dialog.Close className="mt-3 rounded border border-gray-300 px-3 py-1 text-sm">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
