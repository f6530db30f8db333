/**
 * One form field (custom field types of spec section 3), labelled with its fieldName. Required
 * fields carry the native `required` attribute, which assistive technology announces; the visible
 * asterisk is hidden from it so "required" is not read twice. Groups (radio, checkbox) have no
 * native required state for the group, so their legend says it in words. A message at fault sits
 * under the field, tied to it with aria-describedby and aria-invalid.
 */
import type { ReactNode } from 'react';
import type { FieldRule } from '../../../domain/forms/form-rules';

const LABEL = 'mb-1 block font-medium';
const INPUT = 'input w-full aria-[invalid=true]:border-[#d92d20]';

export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="ms-0.5 text-(--color-primary-text)">
        *
      </span>
      {spoken && <span className="sr-only"> (required)</span>}
    </>
  );
}

/** Beside an optional field's name where a form marks both kinds (checkout): required ones carry RequiredMark. */
export function OptionalMark() {
  return <span className="ms-1 text-sm font-normal text-muted">(optional)</span>;
}

/** The message under a field; its text keeps the section's colour so it reads on any background. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm font-medium">
      <span
        aria-hidden="true"
        className="inline-grid size-4 shrink-0 translate-y-0.5 place-items-center rounded-full bg-[#d92d20] text-[0.65rem] leading-none text-white"
      >
        !
      </span>
      {message}
    </p>
  );
}

interface DynamicFieldProps {
  rule: FieldRule;
  id: string;
  error?: string | undefined;
  /** A visually hidden label (the subscribe field, whose placeholder and heading say what it is). */
  hiddenLabel?: string;
  rows?: number;
  /** Says "(optional)" beside an optional field's name, where the form around it does (checkout). */
  markOptional?: boolean;
}

export function DynamicField({ rule, id, error, hiddenLabel, rows = 4, markOptional }: DynamicFieldProps) {
  const { required, fieldName: name } = rule;
  const errorId = `${id}-error`;
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const common = { id, name, required, className: INPUT, ...invalid };
  const placeholder = rule.placeholder || undefined;
  const label = hiddenLabel ? (
    <label htmlFor={id} className="sr-only">
      {hiddenLabel}
    </label>
  ) : (
    <label htmlFor={id} className={LABEL}>
      {name}
      {required ? <RequiredMark /> : markOptional && <OptionalMark />}
    </label>
  );
  const wrap = (control: ReactNode) => (
    <div>
      {label}
      {control}
      <FieldMessage id={errorId} message={error} />
    </div>
  );

  switch (rule.inputTypeID) {
    case 2:
      return wrap(<textarea {...common} placeholder={placeholder} rows={rows} maxLength={rule.maxLength} />);
    case 3:
      return wrap(
        <select {...common} defaultValue="">
          <option value="">Choose…</option>
          {rule.options.map((option, index) => (
            <option key={`${index}-${option}`} value={option}>
              {option}
            </option>
          ))}
        </select>,
      );
    case 4:
    case 5:
      return (
        <fieldset id={id} aria-describedby={error ? errorId : undefined}>
          <legend className={LABEL}>
            {name}
            {required && <RequiredMark spoken />}
          </legend>
          <div className="flex flex-col gap-1">
            {rule.options.map((option, index) => (
              <label key={`${index}-${option}`} className="inline-flex items-center gap-2">
                <input
                  type={rule.inputTypeID === 4 ? 'radio' : 'checkbox'}
                  name={name}
                  value={option}
                  aria-invalid={error ? true : undefined}
                  // A required radio group needs the attribute on one radio; checkbox groups are checked on submit.
                  required={required && rule.inputTypeID === 4 && index === 0}
                />
                {option}
              </label>
            ))}
          </div>
          <FieldMessage id={errorId} message={error} />
        </fieldset>
      );
    case 6:
      return wrap(<input {...common} type="file" />);
    default:
      return wrap(
        <input
          {...common}
          type={rule.format === 'email' ? 'email' : 'text'}
          placeholder={placeholder}
          autoComplete={rule.autoComplete}
          maxLength={rule.maxLength}
        />,
      );
  }
}
