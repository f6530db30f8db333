/**
 * The checkout's own inputs: a labelled text input with its message beside it (aria-describedby,
 * aria-invalid), and a radio group of choices with a description and a price each.
 */
import type { ReactNode } from 'react';
import { FieldMessage } from '../../sections/parts/form-field';

export const fieldId = (field: string) => `checkout-${field.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;

interface TextInputProps {
  field: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
  defaultValue?: string;
  className?: string;
}

export function TextInput({ field, label, error, required = false, autoComplete, type = 'text', defaultValue, className }: TextInputProps) {
  const id = fieldId(field);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        {required ? <span aria-hidden="true" className="ms-0.5 text-[var(--color-primary)]">*</span> : <span className="ms-1 text-sm font-normal opacity-70">(optional)</span>}
      </label>
      <input
        id={id} name={field} type={type} required={required} autoComplete={autoComplete} defaultValue={defaultValue}
        className="input w-full aria-[invalid=true]:border-[#d92d20]"
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

interface Choice {
  value: string;
  label: string;
  description: string;
  aside?: ReactNode;
}

interface ChoiceGroupProps {
  field: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

export function ChoiceGroup({ field, legend, choices, value, onChange, error }: ChoiceGroupProps) {
  const id = fieldId(field);
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="card flex cursor-pointer items-start gap-3 has-[:checked]:border-[var(--color-primary)]">
          <input type="radio" name={field} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="mt-1" />
          <span className="flex flex-1 flex-col">
            <span className="font-medium">{choice.label}</span>
            {choice.description && <span className="text-sm opacity-75">{choice.description}</span>}
          </span>
          {choice.aside && <span className="font-medium">{choice.aside}</span>}
        </label>
      ))}
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
