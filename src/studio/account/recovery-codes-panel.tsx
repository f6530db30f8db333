/**
 * The ten recovery codes, shown this once (the store keeps only their hashes, decision 96): a list to
 * read, a copy button and a text file to download; the panel takes the focus when it appears.
 */
import { useState } from 'react';
import { saveBlob } from '../back-office/use-download';
import { primaryButton, secondaryButton } from './account-field';

export function RecoveryCodesPanel({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const [copied, setCopied] = useState('');
  const text = `Theme Studio recovery codes for ${email}\nEach code signs you in once, instead of a code from your app.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Codes copied.');
    } catch {
      setCopied('Copying is not allowed here: select the codes and copy them with Ctrl+C or ⌘C.');
    }
  };
  const download = () => saveBlob(new Blob([text], { type: 'text/plain' }), 'theme-studio-recovery-codes.txt');
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h4 id="recovery-codes-heading" ref={(element) => element?.focus()} tabIndex={-1} className="font-semibold">
        Your recovery codes
      </h4>
      <p className="text-sm">
        <strong>Save them now: you will not see them again.</strong> If you lose your phone, each code signs you in once instead of a code
        from the app.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded border border-amber-300 bg-white p-3 font-mono text-sm sm:w-max"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          Copy codes
        </button>
        <button type="button" className={secondaryButton} onClick={download}>
          Download codes
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          I have saved the codes
        </button>
      </div>
      <p role="status" className="text-sm">
        {copied}
      </p>
    </section>
  );
}
