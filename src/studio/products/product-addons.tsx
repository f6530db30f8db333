/**
 * The product's add-ons in the editor (the spec's add-on products, shown on the product page as
 * extras a shopper ticks before adding to the cart): a name and a price each. A saved add-on keeps
 * its id, so carts that hold it keep it through a rename or a new price.
 */
import type { ProductAddon } from '../../application/ports/owner-products-api.port';
import { actionButton } from '../sortable-rows';
import { TextField, type FieldErrors } from './product-field';

export function ProductAddons({
  addons,
  errors,
  onAddons,
}: {
  addons: ProductAddon[];
  errors: FieldErrors;
  onAddons: (addons: ProductAddon[]) => void;
}) {
  const change = (index: number, addon: ProductAddon) => onAddons(addons.map((other, i) => (i === index ? addon : other)));
  return (
    <div className="flex flex-col gap-2">
      {addons.length === 0 && <p className="text-sm text-gray-600">No add-ons: shoppers buy the product alone.</p>}
      {addons.length > 0 && (
        <ol aria-label="Add-ons" className="flex flex-col gap-2">
          {addons.map((addon, index) => (
            <li key={addon.addonID ?? `new-${index}`} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
              <TextField
                field={`AddOns.${index}.Name`}
                label={`Add-on ${index + 1}`}
                value={addon.name}
                errors={errors}
                maxLength={120}
                onValue={(name) => change(index, { ...addon, name })}
              />
              <TextField
                field={`AddOns.${index}.Price`}
                label={`Price of add-on ${index + 1}`}
                inputMode="decimal"
                value={addon.price}
                errors={errors}
                onValue={(price) => change(index, { ...addon, price })}
              />
              <button
                type="button"
                className={`${actionButton} mb-1.5 text-red-700`}
                aria-label={`Remove add-on ${index + 1}`}
                onClick={() => onAddons(addons.filter((_, i) => i !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="self-start rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm"
        onClick={() => onAddons([...addons, { addonID: null, name: '', price: '' }])}
      >
        Add an add-on
      </button>
    </div>
  );
}
