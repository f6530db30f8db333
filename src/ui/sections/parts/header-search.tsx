/**
 * The header's search: a plain GET form to /search (works before and without JavaScript). Once the
 * shopper focuses it, the suggestion box loads (a chunk of its own, so the first load never carries
 * it) and takes the input over as a combobox: suggestions as they type, arrows, Enter, Escape.
 */
import { useRef, useState, type ComponentType } from 'react';
import type { SectionContext } from '../section-props';
import type { SuggestBoxProps } from './search-suggest';
import { lazyModule } from '../../../application/lazy/lazy-module';

const suggestBox = lazyModule(
  () => import('./search-suggest'),
  (m) => m.SuggestBox,
);

export function HeaderSearch({
  id,
  placeholder,
  context,
  buttonClassName,
}: {
  id: string;
  placeholder: string;
  context: SectionContext;
  buttonClassName: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [SuggestBox, setSuggestBox] = useState<ComponentType<SuggestBoxProps> | null>(suggestBox.peek);
  const wake = () => {
    if (SuggestBox) return;
    suggestBox.use((box) => setSuggestBox(() => box)).catch(() => undefined);
  };
  return (
    <form
      role="search"
      method="get"
      action="/search"
      className="relative flex basis-full gap-2 max-md:order-last md:ms-auto md:basis-auto lg:max-w-xs"
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="kw"
        placeholder={placeholder}
        autoComplete="off"
        className="input min-w-0 flex-1"
        onFocus={wake}
        onInput={wake}
      />
      <button type="submit" className={buttonClassName}>
        Search
      </button>
      {SuggestBox && <SuggestBox input={inputRef} listboxId={`${id}-suggestions`} context={context} />}
    </form>
  );
}
