/**
 * Search suggestions as the shopper types in the header's search (docs/listings.md): a few products,
 * categories and pages whose names hold every word typed, with the matching parts marked. The
 * store API answers them (GET /Catalog/Suggest); the header shows them as a listbox.
 */
import { cleanKeyword } from './listing-params';

export interface SuggestedProduct {
  productID: number;
  name: string;
  url: string;
  thumbnailFile: string;
  price: number;
  isHidePrice: boolean;
}
export interface SuggestedLink {
  name: string;
  url: string;
}

export interface SearchSuggestions {
  products: SuggestedProduct[];
  categories: SuggestedLink[];
  pages: SuggestedLink[];
}

export const SUGGEST_LIMITS = { products: 5, categories: 3, pages: 3 } as const;
/** Fewer letters match too much to help; more than this is no longer a name being typed. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_MAX_LENGTH = 60;

export const NO_SUGGESTIONS: SearchSuggestions = { products: [], categories: [], pages: [] };

/** The words of what was typed (lower case, at most five), or null when there is nothing to suggest for. */
export function suggestionWords(typed: string): string[] | null {
  // The listing's own keyword cleaning: what is suggested for is what a search would look for.
  const text = cleanKeyword(typed).toLowerCase();
  if (text.length < SUGGEST_MIN_LENGTH || text.length > SUGGEST_MAX_LENGTH) return null;
  const words = [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, 5);
  return words.length > 0 ? words : null;
}

/** True when `name` holds every word (case-insensitive), which is what the store API matches. */
export function matchesAll(name: string, words: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return words.every((word) => lower.includes(word));
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut into parts, the ones that match a word of `typed` marked; joined back they are `text`.
 * Overlapping and adjacent matches merge into one part.
 */
export function highlightParts(text: string, typed: string): TextPart[] {
  const words = suggestionWords(typed) ?? [];
  const lower = text.toLowerCase();
  // A few letters change length in lower case ('İ'): positions would not line up, so nothing is marked.
  if (lower.length !== text.length || words.length === 0) return text ? [{ text, match: false }] : [];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) marked.fill(true, at, at + word.length);
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}

/** Every suggestion in the order the listbox shows them (products, then categories, then pages). */
export function suggestionOptions(
  suggestions: SearchSuggestions,
): Array<{ kind: 'product' | 'category' | 'page'; name: string; url: string }> {
  return [
    ...suggestions.products.map((p) => ({ kind: 'product' as const, name: p.name, url: p.url })),
    ...suggestions.categories.map((c) => ({ kind: 'category' as const, ...c })),
    ...suggestions.pages.map((p) => ({ kind: 'page' as const, ...p })),
  ];
}
