/**
 * The behaviour of a section form: checks on submit with the shared domain rules, messages beside
 * the fields, focus on the first field at fault, re-checks a field as it is corrected, sends
 * through the page's FormsBinding and resets on success. Until hydration (or with no binding) the
 * form is a plain HTML post with the browser's own checks, handled by POST /contact.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldError } from '../../../domain/forms/form-error-codes';
import { fieldMessage } from '../../../domain/forms/form-messages';
import type { FormOutcome } from '../../../domain/forms/form-outcome';
import type { FieldRule } from '../../../domain/forms/form-rules';
import type { FormSource, SubmittedField } from '../../../domain/forms/form-submission';
import { validateField, validateFields } from '../../../domain/forms/validate-form';
import type { Section } from '../../../domain/sections/section';
import type { SectionContext } from '../section-props';
import { chosenFile, fileSizeError, readFormFields } from './read-form-fields';

type Errors = Record<string, string>;

/** Errors a no-JavaScript post came back with, worded again from this form's own rules. */
function postedErrors(posted: FormOutcome | null, rules: readonly FieldRule[]): Errors {
  if (posted?.status !== 'invalid') return {};
  const errors: Errors = {};
  for (const { field, code } of posted.errors) {
    const rule = rules.find((r) => r.fieldName === field);
    if (rule && !errors[field]) errors[field] = fieldMessage(code, rule);
  }
  return errors;
}

function byField(errors: readonly FieldError[], rules: readonly FieldRule[]): Errors {
  const known = new Set(rules.map((rule) => rule.fieldName));
  const map: Errors = {};
  for (const error of errors) if (known.has(error.field) && !map[error.field]) map[error.field] = error.message;
  return map;
}

function focusField(form: HTMLFormElement | null, name: string): void {
  const item = form?.elements.namedItem(name);
  // Radio and checkbox groups come back as a list: focus its first box.
  const element = item instanceof Element ? item : (item?.[0] ?? null);
  if (element instanceof HTMLElement) element.focus();
}

function currentField(form: HTMLFormElement, rule: FieldRule): SubmittedField {
  const data = new FormData(form);
  if (rule.inputTypeID === 5) return { fieldName: rule.fieldName, value: data.getAll(rule.fieldName).map(String) };
  const value = data.get(rule.fieldName);
  return { fieldName: rule.fieldName, value: typeof value === 'string' ? value : '' };
}

export function useSectionForm(options: { section: Section; source: FormSource; rules: readonly FieldRule[]; context: SectionContext }) {
  const { section, source, rules, context } = options;
  const binding = context.forms;
  const posted = binding?.posted?.formId === section.temp_id ? binding.posted : null;
  const [errors, setErrors] = useState<Errors>(() => postedErrors(posted, rules));
  const [sending, setSending] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => setEnhanced(binding !== undefined), [binding]);

  const show = (found: Errors) => {
    setErrors(found);
    const first = rules.find((rule) => found[rule.fieldName]);
    if (first) focusField(ref.current, first.fieldName);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!binding || !enhanced) return;
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSending(true);
    try {
      const { fields, problems } = await readFormFields(form, rules);
      const checked = validateFields(rules, fields);
      const found = { ...(checked.ok ? {} : byField(checked.errors, rules)), ...problems };
      if (Object.keys(found).length > 0) return show(found);
      const result = await binding.send({ source, sectionId: section.temp_id, pagePath: context.pathname, fields });
      if (result.ok) {
        form.reset();
        setErrors({});
      } else {
        show(byField(result.fieldErrors, rules));
      }
    } finally {
      setSending(false);
    }
  };

  /** A field at fault is checked again as it changes, so its message goes as soon as it is right. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const rule = rules.find((r) => r.fieldName === target.name);
    if (!rule || !enhanced) return;
    const message =
      rule.inputTypeID === 6
        ? fileSizeError(rule, chosenFile(new FormData(event.currentTarget), rule.fieldName))
        : errors[rule.fieldName]
          ? validateField(rule, currentField(event.currentTarget, rule))
          : null;
    if (message === (errors[rule.fieldName] ?? null)) return;
    setErrors((previous) => {
      const next = { ...previous };
      if (message) next[rule.fieldName] = message;
      else delete next[rule.fieldName];
      return next;
    });
  };

  return { ref, errors, sending, enhanced, posted, onSubmit, onChange };
}

export type SectionFormState = ReturnType<typeof useSectionForm>;
