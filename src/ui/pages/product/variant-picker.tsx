/**
 * One selector per attribute, by its display type: dropdown is a labelled select, namelist a group
 * of radio buttons drawn as pills, color a group of named swatches. Native controls give keyboard
 * use (arrow keys inside a group) and announcements for free; impossible or sold-out combinations
 * are disabled and say why.
 */
import { useMemo } from 'react';
import type { AttributeValue, ProductAttribute } from '../../../domain/catalog/product-detail';
import { valueState, type ValueState } from '../../../domain/catalog/variant-selection';
import { useProductState, useProductStore } from './product-store';

const NOTE: Record<ValueState, string> = { available: '', soldout: 'sold out', impossible: 'unavailable' };

interface ChoiceProps {
  attribute: ProductAttribute;
  states: ReadonlyMap<number, ValueState>;
  chosen: number | undefined;
  onChoose: (valueID: number) => void;
}

function DropdownChoice({ attribute, states, chosen, onChoose }: ChoiceProps) {
  const id = `attribute-${attribute.attributeID}`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {attribute.name}
      </label>
      <select id={id} name={id} className="input max-w-xs" value={chosen ?? ''} onChange={(event) => onChoose(Number(event.target.value))}>
        {chosen === undefined && (
          <option value="" disabled>
            Choose {attribute.name}
          </option>
        )}
        {attribute.values.map((value) => {
          const state = states.get(value.valueID) ?? 'impossible';
          return (
            <option key={value.valueID} value={value.valueID} disabled={state !== 'available' && value.valueID !== chosen}>
              {value.value}
              {state === 'available' ? '' : ` (${NOTE[state]})`}
            </option>
          );
        })}
      </select>
    </div>
  );
}

function Swatch({ value, color }: { value: AttributeValue; color: boolean }) {
  if (!color) return <span>{value.value}</span>;
  return (
    <>
      <span
        aria-hidden="true"
        className="block size-7 rounded-full border border-black/20"
        style={{ background: value.colorHex ?? '#ccc' }}
      />
      <span className="sr-only">{value.value}</span>
    </>
  );
}

function RadioChoice({ attribute, states, chosen, onChoose }: ChoiceProps) {
  const color = attribute.displayType === 'color';
  const chosenName = attribute.values.find((v) => v.valueID === chosen)?.value;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">
        {attribute.name}
        {chosenName && <span className="font-normal">: {chosenName}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {attribute.values.map((value) => {
          const state = states.get(value.valueID) ?? 'impossible';
          const off = state !== 'available';
          return (
            <label
              key={value.valueID}
              title={off ? `${value.value} (${NOTE[state]})` : value.value}
              className={off ? 'cursor-not-allowed' : 'cursor-pointer'}
            >
              <input
                type="radio"
                className="peer sr-only"
                name={`attribute-${attribute.attributeID}`}
                value={value.valueID}
                checked={value.valueID === chosen}
                disabled={off && value.valueID !== chosen}
                onChange={() => onChoose(value.valueID)}
              />
              <span
                className={`relative flex items-center justify-center border-2 border-(--color-border) peer-checked:border-(--color-primary) peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--color-primary) ${color ? 'rounded-full p-0.5' : 'min-w-12 rounded-(--btn-radius) px-3 py-1.5 peer-checked:bg-(--color-primary) peer-checked:text-(--color-on-primary)'} ${off ? 'opacity-40 line-through' : ''}`}
              >
                <Swatch value={value} color={color} />
                {off && color && <span aria-hidden="true" className="absolute inset-x-0 top-1/2 h-0.5 -rotate-45 bg-current" />}
                {off && <span className="sr-only"> ({NOTE[state]})</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function VariantPicker() {
  const store = useProductStore();
  const { attributes, variants } = store.product;
  const selection = useProductState((s) => s.selection);
  const states = useMemo(() => {
    const map = new Map<number, ValueState>();
    attributes.forEach((attribute, index) =>
      attribute.values.forEach((value) => map.set(value.valueID, valueState(attributes, variants, selection, index, value.valueID))),
    );
    return map;
  }, [attributes, variants, selection]);
  if (attributes.length === 0 || variants.length === 0) return null;
  return (
    <div className="flex flex-col gap-5">
      {attributes.map((attribute) => {
        const props: ChoiceProps = {
          attribute,
          states,
          chosen: selection[attribute.attributeID],
          onChoose: (valueID) => store.chooseValue(attribute.attributeID, valueID),
        };
        return attribute.displayType === 'dropdown' ? (
          <DropdownChoice key={attribute.attributeID} {...props} />
        ) : (
          <RadioChoice key={attribute.attributeID} {...props} />
        );
      })}
    </div>
  );
}
