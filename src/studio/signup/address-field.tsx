/**
 * The store's address under the platform's domain, checked as the merchant types (address-check.ts):
 * the verdict is in a polite live region beside the field, so a screen reader hears "available" or why
 * not once the merchant pauses, and a refusal from the sign-up itself replaces it.
 */
import type { AddressVerdict } from './address-check';

const TONE: Record<string, string> = {
  available: 'text-green-800',
  taken: 'text-red-700',
  'not-allowed': 'text-red-700',
  unknown: 'text-gray-700',
};

export function AddressField({
  id,
  value,
  onChange,
  platformDomain,
  verdict,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  platformDomain: string;
  verdict: AddressVerdict;
  error?: string | undefined;
}) {
  const said =
    error ??
    (verdict.status === 'idle'
      ? ''
      : verdict.status === 'checking'
        ? 'Checking…'
        : verdict.status === 'taken'
          ? `${verdict.message}: choose another`
          : verdict.message);
  const tone = error ? 'text-red-700' : 'status' in verdict ? (TONE[verdict.status] ?? 'text-gray-700') : 'text-gray-700';
  const invalid = error !== undefined || verdict.status === 'taken' || verdict.status === 'not-allowed';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Store address
      </label>
      <div className="flex items-center rounded border border-gray-300 bg-white focus-within:outline-2 focus-within:outline-blue-700">
        <input
          id={id}
          name="name"
          value={value}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-hint ${id}-verdict`}
          className="min-w-0 flex-1 rounded-l px-2 py-1.5 outline-none"
        />
        <span className="shrink-0 pr-2 text-sm text-gray-600">.{platformDomain}</span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        Where shoppers find your store: letters, digits and hyphens.
      </p>
      <p id={`${id}-verdict`} role="status" className={`min-h-5 text-sm ${tone}`}>
        {said}
      </p>
    </div>
  );
}
