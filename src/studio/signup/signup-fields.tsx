/** A labelled input or select of the sign-up form, its hint and the store API's refusal beside it. */
import type { ReactNode } from 'react';

export function SignupField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** The control, given its id and described-by from here (fieldControlProps). */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's side of SignupField: its id, its description (hint and error) and its invalid state. */
export function fieldControlProps(id: string, { hint, error }: { hint?: string; error?: string | undefined }) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    // w-full: a select is as wide as its longest option otherwise, wider than a phone.
    className: 'w-full min-w-0 rounded border border-gray-300 bg-white px-2 py-1.5',
  } as const;
}
