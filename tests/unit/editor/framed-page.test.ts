import { describe, expect, it } from 'vitest';
import { framedPage } from '../../../src/domain/editor/framed-page';
import type { Section } from '../../../src/domain/sections/section';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';

const s = (temp_id: string, section_type_id: Section['section_type_id'] = 8): Section => ({
  temp_id,
  section_type_id,
  is_hidden: false,
  style: {},
  content: { heading: temp_id },
});

const doc = {
  ...parseThemeDocument('{}'),
  sections: [s('home')],
  groups: { header: [s('h', 1)], footer: [s('f', 2)] },
  templates: {
    product: { sections: [s('p1'), s('p2')], main_index: 1 },
    listing: { sections: [], main_index: 0 },
    cart: { sections: [], main_index: 0 },
    maintenance: { sections: [s('m1'), s('m2')], main_index: 1 },
  },
};

describe('the page the editor frame shows for a picker entry', () => {
  it('puts a template between the header and footer groups, its body where the owner placed it', () => {
    const page = framedPage(doc, 'product');
    expect(page.data.map((section) => section.temp_id)).toEqual(['h', 'p1', 'p2', 'f']);
    expect(page.meta.mainIndex).toBe(2);
  });

  it("shows the maintenance page without header and footer, as a closed store's visitors see it", () => {
    const page = framedPage(doc, 'maintenance');
    expect(page.data.map((section) => section.temp_id)).toEqual(['m1', 'm2']);
    expect(page.meta.mainIndex).toBe(1);
    expect(page.meta.pageTypeID).not.toBe(framedPage(doc, 'home').meta.pageTypeID);
  });
});
