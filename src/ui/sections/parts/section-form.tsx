/**
 * The form element every form section shares: it posts to /contact (so it works before hydration and
 * without JavaScript), carries the source and section id, shows the outcome of a post made without
 * JavaScript, and hands submit and change events to useSectionForm.
 */
import type { ReactNode } from 'react';
import { FORM_META_FIELDS, formAnchor, type FormOutcome } from '../../../domain/forms/form-outcome';
import type { FormSource } from '../../../domain/forms/form-submission';
import { GENERIC_MESSAGES } from '../../../application/storefront/shopper-notices';
import type { Section } from '../../../domain/sections/section';
import { cx } from './class-names';
import { FORM_LIMITED_TEXT, FORM_SENT_TEXT } from './form-texts';
import type { SectionFormState } from './use-section-form';

function PostedNote({ posted, source }: { posted: FormOutcome | null; source: FormSource }) {
  if (!posted) return null;
  if (posted.status === 'sent')
    return (
      <p role="status" className="card border-s-4 border-s-[var(--color-primary)] font-medium">
        {FORM_SENT_TEXT[source]}
      </p>
    );
  const text =
    posted.status === 'invalid'
      ? 'Please correct the fields marked below.'
      : posted.status === 'limited'
        ? FORM_LIMITED_TEXT
        : `${GENERIC_MESSAGES.failure}. Please try again.`;
  return (
    <p role="alert" className="card border-s-4 border-s-[#d92d20] font-medium">
      {text}
    </p>
  );
}

interface SectionFormProps {
  form: SectionFormState;
  section: Section;
  source: FormSource;
  hasFile?: boolean;
  labelledBy?: string | undefined;
  className?: string;
  children: ReactNode;
}

export function SectionForm({ form, section, source, hasFile = false, labelledBy, className, children }: SectionFormProps) {
  return (
    <form
      ref={form.ref}
      id={formAnchor(section.temp_id)}
      method="post"
      action="/contact"
      encType={hasFile ? 'multipart/form-data' : undefined}
      // The browser's own bubbles until hydration; our messages beside the fields after it.
      noValidate={form.enhanced || undefined}
      aria-labelledby={labelledBy}
      aria-busy={form.sending || undefined}
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      className={className}
    >
      <input type="hidden" name={FORM_META_FIELDS.source} value={source} />
      <input type="hidden" name={FORM_META_FIELDS.form} value={section.temp_id} />
      <PostedNote posted={form.posted} source={source} />
      {children}
    </form>
  );
}

/** Dimmed with aria-disabled rather than disabled while sending, so keyboard focus stays on it. */
export function SubmitButton({ form, label, className }: { form: SectionFormState; label: string; className: string }) {
  return (
    <button type="submit" aria-disabled={form.sending || undefined} className={cx(className, 'shrink-0')}>
      {form.sending ? 'Sending…' : label}
    </button>
  );
}
