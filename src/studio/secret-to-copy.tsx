/**
 * A secret the store shows once (an API key, a webhook's signing secret): its text selected on focus,
 * a copy button that says when the browser does not allow copying, and the button the owner presses
 * once they have stored it. The panels around it say what it is and where it goes.
 */
import { useState } from 'react';

export function SecretToCopy(props: { id: string; label: string; noun: string; secret: string; onDone(): void }) {
  const { id, label, noun, secret, onDone } = props;
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(`${noun[0]!.toUpperCase()}${noun.slice(1)} copied.`);
    } catch {
      setCopied(`Copying is not allowed here: select the ${noun} and copy it with Ctrl+C or ⌘C.`);
    }
  };
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-gray-300 bg-white px-2 py-1 font-mono text-sm"
        />
        <button type="button" className="rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm" onClick={() => void copy()}>
          Copy {noun}
        </button>
      </div>
      <p role="status" className="text-sm">
        {copied}
      </p>
      <div>
        <button type="button" className="rounded-md bg-gray-900 px-3 py-1.5 text-sm text-white" onClick={onDone}>
          I have stored the {noun}
        </button>
      </div>
    </>
  );
}
