/**
 * The verification mail's link (`#verify-signup/<token>`, decision 101): the link is used once, which
 * creates the store and answers a session; the owner is signed in and lands on the store's checklist,
 * the token's address replaced in the history so Back does not use it again.
 */
import { useEffect, useRef, useState } from 'react';
import type { OwnerSession } from '../../application/ports/studio-api.port';
import type { StoreSignupApi } from '../../application/ports/store-signup-api.port';
import { OPEN_A_STORE_HASH } from './signup-routes';
import { SignupFrame } from './signup-frame';

export const CHECKLIST_HASH = '#checklist';

export function VerifySignupScreen({
  api,
  token,
  onSignedIn,
}: {
  api: StoreSignupApi;
  token: string;
  onSignedIn: (session: OwnerSession) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  // One call per link, even when React runs the effect twice: a second would find the link used.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    void api.verify(token).then((result) => {
      if (!result.ok) return setProblem(result.fields?.token ?? result.fields?.name ?? result.message);
      window.location.replace(CHECKLIST_HASH);
      onSignedIn(result.value);
      return undefined;
    });
  }, [api, token, onSignedIn]);

  if (!problem)
    return (
      <SignupFrame title="Opening your store">
        <p role="status">Confirming your e-mail and creating the store…</p>
      </SignupFrame>
    );
  return (
    <SignupFrame title="This link does not work">
      <p role="alert" className="mb-4">
        {problem}
      </p>
      <p className="flex flex-wrap gap-4 text-sm">
        <a href={OPEN_A_STORE_HASH} className="underline">
          Open a store
        </a>
        <a href="#" className="underline">
          Sign in
        </a>
      </p>
    </SignupFrame>
  );
}
