/**
 * The "Open a store" screens (decision 101): the form, or, when sign-up is by invitation and no
 * invitation came with the link, why there is none; after the sign-up, "Check your e-mail" naming the
 * address the link went to, with a way to send it again or correct the address.
 */
import { useEffect, useState } from 'react';
import type { SignupForm, SignupOptions, StoreSignupApi } from '../../application/ports/store-signup-api.port';
import { SignupFrame } from './signup-frame';
import { StoreSignupForm } from './signup-form';

/** What was sent: `form` to fill the form again, `body` to ask for another link with the same. */
interface Sent {
  form: SignupForm;
  body: SignupForm;
  email: string;
  hours: number;
}

const signInLink = (
  <a href="#" className="underline">
    Sign in
  </a>
);

export function OpenStoreScreen({ api, invitation }: { api: StoreSignupApi; invitation?: string | undefined }) {
  const [options, setOptions] = useState<SignupOptions | { problem: string } | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [editing, setEditing] = useState<SignupForm | null>(null);

  useEffect(() => {
    let live = true;
    void api.options().then((result) => {
      if (live) setOptions(result.ok ? result.value : { problem: result.message });
    });
    return () => {
      live = false;
    };
  }, [api]);

  if (!options)
    return (
      <SignupFrame title="Open a store">
        <p role="status">Loading…</p>
      </SignupFrame>
    );
  if ('problem' in options)
    return (
      <SignupFrame title="Open a store">
        <p role="alert" className="text-red-700">
          The sign-up could not be loaded: {options.problem}
        </p>
      </SignupFrame>
    );
  if (options.mode === 'invite' && !invitation)
    return (
      <SignupFrame title="Open a store">
        <p className="mb-3">
          Opening a store on {options.platformDomain} is by invitation. Ask the platform&apos;s operator for one: the invitation mail has a
          link that opens this form.
        </p>
        <p className="text-sm">Already have a store? {signInLink}</p>
      </SignupFrame>
    );
  if (sent) return <CheckEmail api={api} sent={sent} onEdit={() => (setEditing(sent.form), setSent(null))} />;
  return (
    <SignupFrame title="Open a store" wide>
      <p className="mb-4 text-sm text-gray-600">
        Your store starts closed, behind an &ldquo;opening soon&rdquo; page, until you open it. Already have a store? {signInLink}
      </p>
      <StoreSignupForm
        api={api}
        options={options}
        invitation={invitation}
        initial={editing}
        onStarted={(form, body, answer) => setSent({ form, body, email: answer.email, hours: Math.round(answer.expiresInMinutes / 60) })}
      />
    </SignupFrame>
  );
}

function CheckEmail({ api, sent, onEdit }: { api: StoreSignupApi; sent: Sent; onEdit: () => void }) {
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const again = async () => {
    setBusy(true);
    const result = await api.start(sent.body);
    setBusy(false);
    setSaid(result.ok ? `We sent a new link to ${sent.email}. Only the newest link works.` : result.message);
  };
  return (
    <SignupFrame title="Check your e-mail">
      <p className="mb-3">
        We sent a link to <strong className="break-all">{sent.email}</strong>. Follow it within {sent.hours} hours to open your store and
        sign in.
      </p>
      <p className="mb-4 text-sm text-gray-600">Nothing is created until you follow the link. Not there? Look in your spam folder.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={() => void again()} className="rounded border border-gray-300 px-3 py-1.5 text-sm">
          Send the link again
        </button>
        <button type="button" onClick={onEdit} className="rounded border border-gray-300 px-3 py-1.5 text-sm">
          Change the e-mail address
        </button>
      </div>
      <p role="status" className="mt-3 text-sm">
        {said}
      </p>
    </SignupFrame>
  );
}
