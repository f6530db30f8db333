/**
 * The product's options (Size, Color; at most 3, as the store API and Shopify allow), each with its
 * values typed separated by commas. Every change makes the variant rows again (product-draft.ts).
 */
import type { MatrixProblem, OptionRow } from './product-draft';
import { TextField, type FieldErrors } from './product-field';
import { MAX_OPTIONS } from '../../domain/catalog/csv/catalogue-draft';

const PROBLEMS: Record<MatrixProblem, string> = {
  'too-many-options': `A product has at most ${MAX_OPTIONS} options`,
  'too-many-variants': 'These options make more than 100 variants, the most a product can have: remove some values',
};

export function ProductOptions({
  options,
  problem,
  errors,
  onChange,
}: {
  options: OptionRow[];
  problem: MatrixProblem | null;
  errors: FieldErrors;
  onChange: (options: OptionRow[]) => void;
}) {
  const change = (index: number, row: Partial<OptionRow>) => onChange(options.map((old, i) => (i === index ? { ...old, ...row } : old)));
  return (
    <div className="flex flex-col gap-3">
      {options.map((option, index) => (
        <fieldset key={index} className="grid gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[12rem_1fr_auto]">
          <legend className="px-1 text-sm font-medium">Option {index + 1}</legend>
          <TextField
            field={`Options.${index}.Name`}
            label="Option name"
            value={option.name}
            errors={errors}
            onValue={(name) => change(index, { name })}
            maxLength={60}
            placeholder="Size"
          />
          <TextField
            field={`Options.${index}.Values`}
            label="Option values"
            hint="Separate values with commas"
            value={option.values}
            errors={errors}
            onValue={(values) => change(index, { values })}
            placeholder="Small, Medium, Large"
          />
          <button
            type="button"
            className="self-start rounded-md border border-gray-300 px-3 py-1.5 text-sm sm:mt-6"
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            Remove option {index + 1}
          </button>
        </fieldset>
      ))}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {PROBLEMS[problem]}
        </p>
      )}
      {options.length < MAX_OPTIONS && (
        <button
          type="button"
          className="self-start rounded-md border border-gray-300 px-3 py-1.5 text-sm"
          onClick={() => onChange([...options, { name: '', values: '' }])}
        >
          {options.length === 0 ? 'Add options like size or color' : 'Add another option'}
        </button>
      )}
    </div>
  );
}
