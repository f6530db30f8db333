/**
 * The FormsBinding pages hand their sections: sending (loaded on the first submit, see
 * send-form.ts) and the outcome of a post made without JavaScript, read from the URL.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { parseFormOutcome } from '../../../domain/forms/form-outcome';
import type { FormSubmission } from '../../../domain/forms/form-submission';
import type { FormsBinding } from './form-binding';
import { lazyModule } from '../../../application/lazy/lazy-module';

const sending = lazyModule(() => import('./send-form'));
const send = (submission: FormSubmission) => sending.use((m) => m.sendForm(submission));
const refuseInEditor = () => sending.use((m) => m.refuseInEditor());

export function useFormsBinding(): FormsBinding {
  const { pathname, search } = useLocation();
  const inEditor = pathname === '/editor';
  const posted = parseFormOutcome(new URLSearchParams(search));
  const postedKey = JSON.stringify(posted);
  // Keyed by the outcome's content: a listing's filter changes must not re-render every section.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ send: inEditor ? refuseInEditor : send, posted }), [inEditor, postedKey]);
}
