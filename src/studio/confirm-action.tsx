/**
 * An owner action that shoppers feel at once (closing the store, publishing, restoring a version)
 * asks first: the trigger opens a small alert dialog that says what will happen, with the action
 * named on its confirm button and Cancel focused, so Enter or Escape by habit changes nothing.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactElement } from 'react';

export interface ConfirmActionProps {
  /** The control that opens the question (a button, or the maintenance switch); none when `open` is given. */
  trigger?: ReactElement;
  /** Opened by the caller instead of a trigger (a link the page stops: leave-guard.tsx). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  /** Names the action ("Publish to the live store"), never a bare "OK". */
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
}

export function ConfirmAction({ trigger, title, description, confirmLabel, onConfirm, ...controlled }: ConfirmActionProps) {
  const [openHere, setOpenHere] = useState(false);
  const open = controlled.open ?? openHere;
  const setOpen = controlled.onOpenChange ?? setOpenHere;
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-24 z-50 w-[400px] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded bg-white p-4 shadow-xl"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-700">{description}</Dialog.Description>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close ref={cancel} className="rounded border border-gray-300 px-3 py-1.5 text-sm">
              Cancel
            </Dialog.Close>
            <button
              type="button"
              className="rounded bg-gray-900 px-3 py-1.5 text-sm font-medium text-white"
              onClick={() => {
                setOpen(false);
                void onConfirm();
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
