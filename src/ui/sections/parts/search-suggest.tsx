/**
 * The header's suggestion box (docs/benchmarks.md), loaded on the search field's first focus. It makes the
 * field an ARIA combobox (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/, list autocomplete):
 * suggestions 150 ms after the last keystroke, Down/Up move through them, Enter opens the one
 * chosen (or searches when none is), Escape closes the list and then clears the field. Options are
 * links, so a click or Enter goes through the storefront's in-page navigation like any link.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  highlightParts,
  NO_SUGGESTIONS,
  suggestionOptions,
  suggestionWords,
  type SearchSuggestions,
} from '../../../domain/catalog/search-suggestions';
import { resolveMediaUrl } from '../../../domain/media/media-url';
import { formatPrice } from '../../../domain/money/format-price';
import { servicesFrom } from '../../app/services-holder';
import type { SectionContext } from '../section-props';

export interface SuggestBoxProps {
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
  context: SectionContext;
}

const DEBOUNCE_MS = 150;

/** Arrows walk the options and back round through the field (-1), where typing goes on. */
function nextActive(current: number, step: 1 | -1, count: number): number {
  const next = current + step;
  if (next >= count) return -1;
  if (next < -1) return count - 1;
  return next;
}
const KIND_LABEL = { product: 'Products', category: 'Categories', page: 'Pages' } as const;

export function SuggestBox({ input, listboxId, context }: SuggestBoxProps) {
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<{ typed: string; suggestions: SearchSuggestions }>({ typed: '', suggestions: NO_SUGGESTIONS });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = suggestionOptions(found.suggestions);
  const shown = open && options.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const latest = useRef({ shown, active, count: options.length });
  latest.current = { shown, active, count: options.length };

  // The field becomes a combobox only now that it can act as one (without JavaScript it is a plain search).
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listboxId);
    const onInput = () => {
      setTyped(field.value);
      setOpen(true);
      setActive(-1);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { shown: isShown, active: current, count } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(nextActive(isShown ? current : -1, event.key === 'ArrowDown' ? 1 : -1, count));
      } else if (event.key === 'Enter' && isShown && current >= 0 && current < count) {
        event.preventDefault();
        document.getElementById(`${listboxId}-${current}`)?.click();
        setOpen(false);
      } else if (event.key === 'Escape') {
        if (isShown) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (field.value) {
          event.preventDefault();
          field.value = '';
          setTyped('');
        }
      }
    };
    // A click on an option lands before the field's blur would close the list: the list keeps focus off itself.
    const onBlur = () => setOpen(false);
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', onBlur);
    if (field.value) onInput();
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', onBlur);
    };
  }, [input, listboxId]);

  useEffect(() => {
    const field = input.current;
    field?.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0 && active < options.length) field?.setAttribute('aria-activedescendant', optionId(active));
    else field?.removeAttribute('aria-activedescendant');
  });

  // The last answer for what is in the field now wins; an older one arriving late is dropped.
  useEffect(() => {
    if (!suggestionWords(typed)) {
      setFound({ typed, suggestions: NO_SUGGESTIONS });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      servicesFrom(null)
        .catalog.suggestions(typed)
        .then(
          (suggestions) => {
            if (live) setFound({ typed, suggestions });
          },
          () => {
            if (live) setFound({ typed, suggestions: NO_SUGGESTIONS });
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed]);

  const price = (amount: number) => formatPrice(amount, context.currency, context.showCurrency);
  const thumbnails = new Map(found.suggestions.products.map((p) => [p.url, p]));
  const groups = (['product', 'category', 'page'] as const)
    .map((kind) => ({ kind, entries: options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind) }))
    .filter((group) => group.entries.length > 0);
  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {open && suggestionWords(typed) && found.typed === typed
          ? options.length === 0
            ? 'No suggestions'
            : `${options.length} suggestions, use the arrow keys to choose`
          : ''}
      </p>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!shown}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-[1000] mt-1 max-h-[70vh] overflow-y-auto rounded border border-[var(--color-border)] bg-[var(--color-background)] py-1 text-start text-[var(--color-text)] shadow-lg"
      >
        {groups.map(({ kind, entries }) => (
          <li key={kind} role="group" aria-labelledby={`${listboxId}-${kind}`}>
            <span id={`${listboxId}-${kind}`} className="block px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
              {KIND_LABEL[kind]}
            </span>
            <ul role="none">
              {entries.map(({ option, index }) => {
                const product = kind === 'product' ? thumbnails.get(option.url) : undefined;
                return (
                  <li key={option.url} role="none">
                    <a
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      href={option.url}
                      tabIndex={-1}
                      onClick={() => setOpen(false)}
                      onMouseEnter={() => setActive(index)}
                      className={`flex items-center gap-3 px-3 py-2 no-underline ${index === active ? 'bg-[var(--color-primary)] text-[var(--color-on-primary,#fff)]' : ''}`}
                    >
                      {product && (
                        <img
                          src={resolveMediaUrl(product.thumbnailFile, context.staticCDN)}
                          alt=""
                          width={40}
                          height={40}
                          className="size-10 shrink-0 rounded object-cover"
                          loading="lazy"
                        />
                      )}
                      <span className="min-w-0 flex-1 truncate">
                        {highlightParts(option.name, typed).map((part, at) =>
                          part.match ? (
                            <mark key={at} className="bg-transparent font-semibold text-inherit">
                              {part.text}
                            </mark>
                          ) : (
                            <span key={at}>{part.text}</span>
                          ),
                        )}
                      </span>
                      {product && !product.isHidePrice && <span className="shrink-0 text-sm">{price(product.price)}</span>}
                    </a>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
