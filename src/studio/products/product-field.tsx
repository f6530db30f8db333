/**
 * One labelled field of the product editor, named by the store API's field (`Price`,
 * `Variants.0.Stock`): the API's message for that field shows beside it and describes it, and the
 * editor can find the first invalid field to focus.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

export type FieldErrors = Record<string, string>;

export const inputClass = 'w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600';

/** The id of the input for an API field, and what marks it invalid. */
export function fieldProps(field: string, errors: FieldErrors) {
  const error = errors[field];
  return {
    id: `product-${field}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `product-${field}-error` : undefined,
  } as const;
}

export function FieldError({ field, errors }: { field: string; errors: FieldErrors }) {
  if (!errors[field]) return null;
  return (
    <span id={`product-${field}-error`} className="text-xs text-red-700">
      {errors[field]}
    </span>
  );
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  field: string;
  label: ReactNode;
  value: string;
  errors: FieldErrors;
  onValue: (value: string) => void;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  hint?: ReactNode;
}

export function TextField({ field, label, value, errors, onValue, rows, hint, className, ...rest }: Props) {
  const common = { ...fieldProps(field, errors), value, className: inputClass };
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={`product-${field}`} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...common} {...rest} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint && <span className="text-xs text-gray-600">{hint}</span>}
      <FieldError field={field} errors={errors} />
    </div>
  );
}
