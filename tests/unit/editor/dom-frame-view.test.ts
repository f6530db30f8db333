// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { isSectionDataFailure, type Section } from '../../../src/domain/sections/section';
import { createPageStores } from '../../../src/ui/app/page-stores';
import { builderDocumentOf } from '../../../src/ui/editor/builder-document';
import { HIGHLIGHT_ATTRIBUTE } from '../../../src/application/editor/frame-page';
import { DomFrameView } from '../../../src/adapters/frame/dom-frame-view';

const builderDocument = builderDocumentOf(createPageStores());

const section = (temp_id: string, section_type_id: Section['section_type_id'], content: Record<string, unknown> = {}): Section => ({
  temp_id,
  section_type_id,
  is_hidden: false,
  style: {},
  content,
});

function view(initial: Section[] = [], resolve?: (sections: Section[]) => Promise<Record<string, unknown>>) {
  document.head.innerHTML = '<style id="theme-css">:root{--color-primary:#000}</style>';
  document.body.innerHTML = '<section data-temp-id="hero-1" class="hero wxb-section-6 dark"><h2 class="title">Hi</h2></section>';
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  const resolvedFor: string[][] = [];
  const grants: string[] = [];
  const frameView = new DomFrameView({
    doc: document,
    baseCss: '.base{}',
    initialSections: initial,
    initialMainIndex: null,
    initialResolved: {},
    freeShippingAmount: '$100',
    resolve: async (sections) => {
      resolvedFor.push(sections.map((s) => s.temp_id));
      return resolve ? resolve(sections) : {};
    },
    grantAccess: (token) => grants.push(token),
    shown: builderDocument,
  });
  return { frameView, resolvedFor, grants };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the editor frame page (DomFrameView)', () => {
  it('cleans pushed owner HTML before any section renders it', () => {
    const { frameView } = view();
    frameView.showSections(
      [
        section('html-1', 22, {
          html: '<p onclick="steal()">Hi</p><script>steal()</script><img src="x" onerror="steal()"><form><input name="a"></form>',
        }),
      ],
      null,
    );
    const html = builderDocument.get()!.sections[0]!.content.html as string;
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/steal|script|onerror|onclick|form|input/);
  });

  it('fills the free-shipping amount into pushed owner text, as the store API fills a served theme', () => {
    const { frameView } = view();
    frameView.showSections([section('head-1', 1, { announcement: 'Free delivery over {free_shipping_threshold}' })], null);
    expect(builderDocument.get()!.sections[0]!.content.announcement).toBe('Free delivery over $100');
  });

  it('keeps unchanged sections as they were and fetches data only for new or edited catalogue sections', () => {
    const products = section('p-1', 3, { heading: 'A' });
    const about = section('a-1', 10, { heading: 'About' });
    const { frameView, resolvedFor } = view([products, about]);
    frameView.showSections([structuredClone(products), structuredClone(about), section('p-2', 3)], null);
    const [keptProducts, keptAbout] = builderDocument.get()!.sections;
    expect(keptProducts).toBe(products);
    expect(keptAbout).toBe(about);
    frameView.showSections([{ ...products, content: { heading: 'B' } }, about, section('p-2', 3)], null);
    expect(resolvedFor).toEqual([['p-2'], ['p-1']]);
  });

  it('shows a section pushed again unchanged as before, cleaned once, and an edited one cleaned anew', () => {
    const { frameView } = view();
    const html = (text: string) => section('html-1', 22, { html: `<p onclick="steal()">${text}</p>` });
    frameView.showSections([html('One'), section('a-1', 10, { heading: 'About' })], null);
    const [first, about] = builderDocument.get()!.sections;
    frameView.showSections([html('One'), section('a-1', 10, { heading: 'About' })], null);
    expect(builderDocument.get()!.sections[0]).toBe(first);
    expect(builderDocument.get()!.sections[1]).toBe(about);
    frameView.showSections([html('Two'), section('a-1', 10, { heading: 'About' })], null);
    const [edited, kept] = builderDocument.get()!.sections;
    expect(edited!.content.html).toBe('<p>Two</p>');
    expect(kept).toBe(about);
  });

  it('marks a catalogue section whose data call failed, and retries it when the studio sends a new preview token', async () => {
    let fail = true;
    const { frameView, resolvedFor, grants } = view([], async (sections) => {
      if (fail) throw new Error('401 Unauthorized');
      return Object.fromEntries(sections.map((s) => [s.temp_id, [{ productID: 1 }]]));
    });
    frameView.showSections([section('p-1', 3), section('a-1', 10)], null);
    await settled();
    expect(isSectionDataFailure(builderDocument.get()!.resolved['p-1'])).toBe(true);
    fail = false;
    frameView.grantAccess('fresh-preview-token');
    await settled();
    expect(grants).toEqual(['fresh-preview-token']);
    expect(resolvedFor).toEqual([['p-1'], ['p-1']]);
    expect(builderDocument.get()!.resolved['p-1']).toEqual([{ productID: 1 }]);
  });

  it('recompiles the theme into the existing theme element, keeping the base CSS', () => {
    const { frameView } = view();
    frameView.applyTheme({ primary_color: '#ff0055', heading_font_family: 'Playfair Display' }, '.creator{color:red}');
    const css = document.getElementById('theme-css')!.textContent!;
    const variables = document.getElementById('theme-vars')!;
    expect(variables.textContent).toContain('--color-primary:#ff0055');
    expect(variables.nextElementSibling).toBe(document.getElementById('theme-css'));
    expect(css).toContain('.base{}');
    expect(css).toContain('.creator{color:red}');
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.getAttribute('href')!.includes('playfair-display'))).toBe(
      true,
    );
  });

  it('swaps only the custom properties when an edit changes no rule, and the rules when it does', () => {
    const { frameView } = view();
    frameView.applyTheme({ primary_color: '#ff0055' }, '');
    const rules = document.getElementById('theme-css')!.firstChild;
    const variables = document.getElementById('theme-vars')!.firstChild;
    frameView.applyTheme({ primary_color: '#00aa55' }, '');
    expect(document.getElementById('theme-css')!.firstChild).toBe(rules);
    expect(document.getElementById('theme-vars')!.firstChild).not.toBe(variables);
    expect(document.getElementById('theme-vars')!.textContent).toContain('--color-primary:#00aa55');
    frameView.applyTheme({ primary_color: '#00aa55' }, '.creator{color:blue}');
    expect(document.getElementById('theme-css')!.textContent).toContain('.creator{color:blue}');
  });

  it('adds no stylesheet for a font weight the server already inlined into the page', () => {
    const { frameView } = view();
    const inlined = document.createElement('style');
    inlined.dataset.fontHref = '/fonts/playfair-display/600.css';
    document.head.append(inlined);
    frameView.applyTheme({ heading_font_family: 'Playfair Display', heading_font_weight: 600 }, '');
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).not.toContain(
      '/fonts/playfair-display/600.css',
    );
    inlined.remove();
  });

  it("answers section classes without the builder's own wxb- classes, and highlights a focused section", () => {
    const { frameView } = view();
    expect(frameView.sectionClasses('[data-temp-id="hero-1"]')).toEqual({ temp_id: 'hero-1', classes: ['hero', 'dark'] });
    expect(frameView.sectionClasses('.title')).toEqual({ temp_id: 'hero-1', classes: ['title'] });
    expect(frameView.sectionClasses('<<not a selector')).toEqual({ temp_id: null, classes: [] });
    expect(frameView.focusSection('hero-1')).toBe(true);
    expect(document.querySelector(`[${HIGHLIGHT_ATTRIBUTE}]`)?.getAttribute('data-temp-id')).toBe('hero-1');
    frameView.clearHighlight();
    expect(document.querySelector(`[${HIGHLIGHT_ATTRIBUTE}]`)).toBeNull();
    expect(frameView.focusSection('missing')).toBe(false);
  });

  it('focuses a section that arrives just after the focus (one the owner has just added)', async () => {
    const { frameView } = view();
    expect(frameView.focusSection('new-1')).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<section data-temp-id="new-1"></section>');
    await vi.waitFor(() => expect(document.querySelector(`[${HIGHLIGHT_ATTRIBUTE}]`)?.getAttribute('data-temp-id')).toBe('new-1'));
    // A later focus wins over one still waiting.
    frameView.focusSection('later-1');
    frameView.focusSection('hero-1');
    document.body.insertAdjacentHTML('beforeend', '<section data-temp-id="later-1"></section>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...document.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`)].map((e) => e.getAttribute('data-temp-id'))).toEqual(['hero-1']);
  });

  it('outlines a block of a section (decision 39), turning a slideshow to it first, and reports a click on a block with its index', () => {
    const { frameView } = view();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section data-temp-id="f-1"><ul><li data-block-index="0">A</li><li data-block-index="1"><a href="/x">B</a></li></ul></section>',
    );
    const shown: string[] = [];
    document.addEventListener('wx-show-block', (event) => shown.push((event.target as Element).getAttribute('data-block-index')!));
    expect(frameView.focusSection('f-1', 1)).toBe(true);
    expect([...document.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`)].map((e) => e.textContent)).toEqual(['B']);
    expect(shown).toEqual(['1']);
    const clicks: Array<[string, number | null]> = [];
    const stop = frameView.onSectionClick((tempId, block) => clicks.push([tempId, block]));
    const link = document.querySelector('a[href="/x"]') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    (document.querySelector('[data-temp-id="f-1"]') as HTMLElement).click();
    stop();
    expect(clicks).toEqual([
      ['f-1', 1],
      ['f-1', null],
    ]);
    // In the editor the link is not followed: the click selects.
    expect(click.defaultPrevented).toBe(true);
  });

  it('outlines the section when the block asked for is not on the page', async () => {
    const { frameView } = view();
    expect(frameView.focusSection('hero-1', 4)).toBe(false);
    await vi.waitFor(() => expect(document.querySelector(`[${HIGHLIGHT_ATTRIBUTE}]`)?.getAttribute('data-temp-id')).toBe('hero-1'), {
      timeout: 3000,
    });
  });
});
