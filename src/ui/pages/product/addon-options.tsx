/** Optional extras (gift wrap, tailoring...) as checkboxes, each with its price. */
import { useProductState, useProductStore } from './product-store';
import { usePriceFormat } from './use-price-format';

export function AddonOptions() {
  const store = useProductStore();
  const chosen = useProductState((s) => s.addonIDs);
  const price = usePriceFormat();
  const { addons, isHidePrice } = store.product;
  if (addons.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">Add-ons</legend>
      {addons.map((addon) => (
        <label key={addon.addonID} className="flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="addon"
            value={addon.addonID}
            className="size-4 accent-(--color-primary)"
            checked={chosen.includes(addon.addonID)}
            onChange={(event) => store.toggleAddon(addon.addonID, event.target.checked)}
          />
          <span>{addon.name}</span>
          {!isHidePrice && <span className="opacity-75">+{price(addon.price)}</span>}
        </label>
      ))}
    </fieldset>
  );
}
