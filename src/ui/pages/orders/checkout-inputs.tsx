/**
 * The checkout's own inputs: a labelled text input or select with its message beside it
 * (aria-describedby, aria-invalid), text fields driven by a table of them (the address's, shared
 * with the address book), and a radio group of choices with a description and a price each.
 */
import type { ReactNode } from 'react';
import { FieldMessage, OptionalMark, RequiredMark } from '../../sections/parts/form-field';

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

/** The label, the control (given the attributes that tie it to its label and message) and the message. */
function LabelledField({
  field,
  label,
  error,
  required,
  className,
  control,
}: Pick<TextInputProps, 'field' | 'label' | 'error' | 'required' | 'className'> & {
  control: (props: {
    id: string;
    name: string;
    required: boolean;
    className: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = fieldId(field);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        {required ? <RequiredMark /> : <OptionalMark />}
      </label>
      {control({
        id,
        name: field,
        required: required ?? false,
        className: 'input w-full aria-[invalid=true]:border-[#d92d20]',
        ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
      })}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextInput({ type = 'text', autoComplete, defaultValue, ...field }: TextInputProps) {
  return (
    <LabelledField
      {...field}
      control={(props) => <input {...props} type={type} autoComplete={autoComplete} defaultValue={defaultValue} />}
    />
  );
}

/** One text field of a form: its name, label, autofill, input type, whether it must be given and whether it spans the row. */
export interface TextFieldSpec {
  field: string;
  label: string;
  autoComplete?: string;
  type?: 'email' | 'tel';
  required?: boolean;
  wide?: boolean;
}

export type FieldNeed = 'required' | 'optional' | 'hidden';

/** Each field of `specs` the form shows (by `need`, else by its own `required`), labelled, with its default and its message. */
export function TextFields({
  specs,
  defaults,
  errors,
  need = (spec) => (spec.required ? 'required' : 'optional'),
}: {
  specs: readonly TextFieldSpec[];
  defaults: Record<string, string | undefined>;
  errors: Record<string, string>;
  need?(spec: TextFieldSpec): FieldNeed;
}) {
  return specs.map((spec) => {
    const asked = need(spec);
    if (asked === 'hidden') return null;
    return (
      <TextInput
        key={spec.field}
        field={spec.field}
        label={spec.label}
        type={spec.type}
        required={asked === 'required'}
        autoComplete={spec.autoComplete}
        defaultValue={defaults[spec.field]}
        error={errors[spec.field]}
        className={spec.wide ? 'sm:col-span-2' : undefined}
      />
    );
  });
}

/** An address's text fields in form order, named `${prefix}Line1` and so on: the checkout's and the address book's. */
export const addressTextFields = (prefix: string): TextFieldSpec[] => [
  { field: `${prefix}Line1`, label: 'Address', required: true, autoComplete: 'address-line1', wide: true },
  { field: `${prefix}Line2`, label: 'Apartment, suite, etc.', autoComplete: 'address-line2', wide: true },
  { field: `${prefix}City`, label: 'City', required: true, autoComplete: 'address-level2' },
  { field: `${prefix}Region`, label: 'State or region', autoComplete: 'address-level1' },
  { field: `${prefix}PostalCode`, label: 'Postal code', required: true, autoComplete: 'postal-code' },
];

export function SelectInput({
  options,
  autoComplete,
  defaultValue,
  onChange,
  ...field
}: Omit<TextInputProps, 'type'> & {
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange?: ((value: string) => void) | undefined;
}) {
  return (
    <LabelledField
      {...field}
      control={(props) => (
        <select
          {...props}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
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
          <input
            type="radio"
            name={field}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-1"
          />
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
