/** Shared builders for the section tests: a section of any type and a plain store context. */
import type { Section } from '../../../src/domain/sections/section';
import type { SectionTypeId } from '../../../src/domain/sections/section-types';
import type { SectionContext } from '../../../src/ui/sections/section-props';

export const CONTEXT: SectionContext = {
  staticCDN: 'https://cdn.test',
  currency: { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' },
  showCurrency: false,
  storeTitle: 'Test Store',
  pathname: '/',
};

export function makeSection(
  type: SectionTypeId,
  content: unknown = {},
  style: unknown = {},
  tempId = `temp-type${String(type).padStart(7, '0')}`,
): Section {
  return {
    temp_id: tempId,
    section_type_id: type,
    is_hidden: false,
    style: style as Record<string, unknown>,
    content: content as Record<string, unknown>,
  };
}

export function rootOf(container: HTMLElement, tempId: string): HTMLElement {
  const root = container.querySelector<HTMLElement>(`[data-temp-id="${tempId}"]`);
  if (!root) throw new Error(`no section ${tempId}`);
  return root;
}
