/**
 * One dynamic form field (custom field types of spec section 3), labelled with its fieldName.
 * Required fields carry the native `required` attribute, which assistive technology announces; the
 * visible asterisk is hidden from it so "required" is not read twice. Groups (radio, checkbox) have
 * no native required state for the group, so their legend says it in words.
 */
import type { FormField } from '../../../domain/sections/content/contact-content';

const LABEL = 'mb-1 block font-medium';

function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="ms-0.5 text-[var(--color-primary)]">*</span>
      {spoken && <span className="sr-only"> (required)</span>}
    </>
  );
}

export function DynamicField({ field, id }: { field: FormField; id: string }) {
  const required = field.isMandatory === '1';
  const name = field.fieldName;
  const placeholder = field.placeholder || undefined;
  const label = (
    <label htmlFor={id} className={LABEL}>
      {name}
      {required && <RequiredMark />}
    </label>
  );

  switch (field.inputTypeID) {
    case 2:
      return (
        <div>
          {label}
          <textarea id={id} name={name} required={required} placeholder={placeholder} rows={4} className="input w-full" />
        </div>
      );
    case 3:
      return (
        <div>
          {label}
          <select id={id} name={name} required={required} defaultValue="" className="input w-full">
            <option value="">Choose…</option>
            {field.options.map((option, index) => (
              <option key={`${index}-${option}`} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      );
    case 4:
    case 5:
      return (
        <fieldset id={id}>
          <legend className={LABEL}>
            {name}
            {required && <RequiredMark spoken />}
          </legend>
          <div className="flex flex-col gap-1">
            {field.options.map((option, index) => (
              <label key={`${index}-${option}`} className="inline-flex items-center gap-2">
                <input
                  type={field.inputTypeID === 4 ? 'radio' : 'checkbox'}
                  name={name}
                  value={option}
                  // A required radio group needs the attribute on one radio; checkbox groups are checked on submit.
                  required={required && field.inputTypeID === 4 && index === 0}
                />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case 6:
      return (
        <div>
          {label}
          <input id={id} type="file" name={name} required={required} className="input w-full" />
        </div>
      );
    default:
      return (
        <div>
          {label}
          <input id={id} type="text" name={name} required={required} placeholder={placeholder} className="input w-full" />
        </div>
      );
  }
}
