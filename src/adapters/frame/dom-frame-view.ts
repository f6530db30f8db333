/**
 * The editor frame's page (FrameView) on the frame's own DOM: sections go to the builder document
 * (unchanged ones keep their identity, so only edited sections re-render), settings are recompiled
 * with the storefront's own theme compiler, the custom properties into #theme-vars (swapped alone
 * when only they changed) and the rules into the existing #theme-css element, and focus scrolls
 * smoothly to a section and outlines it. Nothing here reloads the frame.
 */
import DOMPurify from 'dompurify';
import type { FrameView } from '../../application/ports/frame-view.port';
import { richTextFields, sectionTypeModule } from '../../domain/sections/section-type-modules';
import { insideJsonString, withFreeShippingAmount } from '../../domain/shipping/free-shipping-banner';
import { reuseUnchanged } from '../../domain/editor/section-reuse';
import { isSectionDataFailure, SECTION_DATA_FAILURE, type ResolvedSectionData, type Section } from '../../domain/sections/section';
import { compileTheme, type CompiledTheme } from '../../domain/theme/compile-theme';
import { fontStylesheetHrefs } from '../../domain/theme/fonts';
import { parseThemeSettings } from '../../domain/theme/theme-settings';
import { BLOCK_ATTRIBUTE, HIGHLIGHT_ATTRIBUTE, SHOW_BLOCK_EVENT, type FramePageSetup } from '../../application/editor/frame-page';

/** The page's document beside what the editor runtime gives. */
export interface DomFrameViewDeps extends FramePageSetup {
  doc: Document;
}

/**
 * Sets the theme's custom properties in place on the :root rules of its stylesheet, only those that
 * changed. Replacing the stylesheet's text makes Chromium treat every style as changed and lay the
 * whole page out again; a changed colour set through the CSSOM costs a style pass and a repaint.
 * False when the sheet has not the compiler's shape (not yet parsed, or empty): the caller writes the text.
 */
function setCustomProperties(sheet: CSSStyleSheet | null | undefined, next: CompiledTheme['customProperties']): boolean {
  if (!sheet) return false;
  const rootRule = (rules: CSSRuleList) => [...rules].find((r) => (r as CSSStyleRule).selectorText === ':root') as CSSStyleRule | undefined;
  const media = [...sheet.cssRules].find((r) => 'media' in r && 'cssRules' in r) as CSSMediaRule | undefined;
  const [root, smallScreen] = [rootRule(sheet.cssRules), media && rootRule(media.cssRules)];
  if (!root || !smallScreen) return false;
  for (const [style, declarations] of [
    [root.style, next.root],
    [smallScreen.style, next.smallScreen],
  ] as const) {
    for (const [name, value] of Object.entries(declarations))
      if (style.getPropertyValue(name).trim() !== String(value)) style.setProperty(name, String(value));
    for (const name of [...style]) if (!(name in declarations)) style.removeProperty(name);
  }
  return true;
}

/** How many frames (about a second) a focus waits for its section to appear. */
const FOCUS_WAIT_FRAMES = 60;

/**
 * Pushed sections come straight from the studio, not through the store API's sanitiser, and their
 * HTML renders on the store's origin: it is cleaned here the same way (no scripts, handlers, styles,
 * forms, ids or names) before any section sees it.
 */
function withSafeHtml(section: Section): Section {
  const fields = richTextFields(section.section_type_id);
  if (fields.length === 0) return section;
  const content = { ...section.content };
  for (const field of fields) {
    const value = content[field];
    if (value === undefined) continue;
    content[field] =
      typeof value === 'string'
        ? DOMPurify.sanitize(value, {
            FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
            FORBID_ATTR: ['id', 'name'],
            ALLOW_DATA_ATTR: false,
          })
        : '';
  }
  return { ...section, content };
}

/** A section's owner text with the free-shipping amount filled in, as GetWebInfo fills a served theme (free-shipping-banner.ts). */
function withThreshold(section: Section, amount: string): Section {
  const content = JSON.stringify(section.content);
  const filled = withFreeShippingAmount(content, amount, insideJsonString);
  return filled === content ? section : { ...section, content: JSON.parse(filled) as Section['content'] };
}

interface PushedSection {
  json: string;
  shown: Section;
}

export class DomFrameView implements FrameView {
  private sections: Section[];
  private resolved: ResolvedSectionData;
  private mainIndex: number | null;
  /** Each pushed section as the studio sent it (JSON) and as shown, by temp_id: the next push reuses what did not change. */
  private pushed = new Map<string, PushedSection>();
  /** The section (or block) last asked to be focused: a later focus stops an earlier one's search. */
  private focusWanted: string | null = null;
  /** The custom-property stylesheet last applied (its element's text is stale once properties are set in place). */
  private variablesCss: string | null = null;

  constructor(private readonly deps: DomFrameViewDeps) {
    this.sections = deps.initialSections;
    this.mainIndex = deps.initialMainIndex;
    this.resolved = deps.initialResolved;
  }

  showSections(next: Section[], mainIndex: number | null): void {
    const previous = new Set(this.sections);
    // A section pushed exactly as last time is shown as last time: no sanitising, no new object.
    const pushed = new Map<string, PushedSection>();
    const known = next.map((section) => {
      const json = JSON.stringify(section);
      const last = this.pushed.get(section.temp_id);
      const shown = last?.json === json ? last.shown : null;
      pushed.set(section.temp_id, { json, shown: shown ?? section });
      return shown;
    });
    const edited = next.filter((_, index) => known[index] === null);
    const prepared = reuseUnchanged(
      this.sections,
      edited.map((section) => withThreshold(withSafeHtml(section), this.deps.freeShippingAmount)),
    );
    let nextPrepared = 0;
    this.sections = known.map((shown) => shown ?? prepared[nextPrepared++]!);
    for (const section of this.sections) {
      const entry = pushed.get(section.temp_id);
      if (entry) entry.shown = section;
    }
    this.pushed = pushed;
    this.mainIndex = mainIndex === null ? null : Math.min(mainIndex, this.sections.length);
    this.publish();
    // A catalogue section that is new or edited (its source or limit may have changed) gets fresh data.
    this.fetchData(this.sections.filter((s) => sectionTypeModule(s.section_type_id).dataNeed !== undefined && !previous.has(s)));
  }

  private publish(): void {
    this.deps.shown.set({ sections: this.sections, mainIndex: this.mainIndex, resolved: this.resolved });
  }

  grantAccess(previewToken: string): void {
    this.deps.grantAccess(previewToken);
    // Sections whose data failed (an expired or missing token) get another try with the new one.
    this.fetchData(this.sections.filter((s) => isSectionDataFailure(this.resolved[s.temp_id])));
  }

  private fetchData(sections: Section[]): void {
    if (sections.length === 0) return;
    const settle = (data: ResolvedSectionData) => {
      this.resolved = { ...this.resolved, ...data };
      this.publish();
    };
    // A failure shows as a note in each section (never a navigation away from the page being edited).
    this.deps.resolve(sections).then(settle, () => settle(Object.fromEntries(sections.map((s) => [s.temp_id, SECTION_DATA_FAILURE]))));
  }

  applyTheme(settings: Record<string, unknown>, creatorCss: string | null): void {
    const compiled = compileTheme({
      settings: parseThemeSettings(settings),
      theme_css: this.deps.baseCss,
      creator_theme_css: creatorCss ?? '',
    });
    const { doc } = this.deps;
    const rules = this.styleElement('theme-css', null);
    const variables = this.styleElement('theme-vars', rules);
    // textContent is never parsed as HTML, and the compiler already keeps owner CSS inside its element.
    // A colour or size edit changes the custom properties only: the rules stay parsed, no section re-renders,
    // and the properties are set one by one where the sheet has them (see setCustomProperties).
    if (this.variablesCss !== compiled.variables) {
      const sheet = (variables as HTMLStyleElement).sheet;
      if (!setCustomProperties(sheet, compiled.customProperties)) variables.textContent = compiled.variables;
      this.variablesCss = compiled.variables;
    }
    if (rules.textContent !== compiled.rules) rules.textContent = compiled.rules;
    // The server inlines the page's font stylesheets (host/ssr/font-faces.ts); each style keeps its address.
    const present = new Set([
      ...[...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      ...[...doc.querySelectorAll('style[data-font-href]')].map((style) => style.getAttribute('data-font-href')),
    ]);
    for (const href of fontStylesheetHrefs(compiled.fontFamilies)) {
      if (present.has(href)) continue;
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      doc.head.append(link);
    }
  }

  /**
   * The theme's style element `id`, made when missing: before `before` (the custom properties come
   * first, so owner CSS in the rules still overrides them), else at the end of the head.
   */
  private styleElement(id: string, before: Element | null): Element {
    const { doc } = this.deps;
    const found = doc.getElementById(id);
    if (found) return found;
    const style = doc.createElement('style');
    style.id = id;
    if (before) before.before(style);
    else doc.head.append(style);
    return style;
  }

  /**
   * Outlines and scrolls to a section, or to one of its blocks. A section or block the owner has just
   * added is still on its way (its SET_COMPONENT, then a render), so a missing one is looked for again
   * each frame for about a second; a block the page does not show (a menu link without a label, a
   * testimonial without a quote) gives its section's outline instead once that time is up.
   */
  focusSection(tempId: string, block: number | null = null): boolean {
    const wanted = `${tempId}#${block ?? ''}`;
    this.focusWanted = wanted;
    this.clearHighlight();
    if (this.highlight(tempId, block)) return true;
    const win = this.deps.doc.defaultView;
    let framesLeft = FOCUS_WAIT_FRAMES;
    const again = () => {
      if (this.focusWanted !== wanted) return;
      framesLeft -= 1;
      if (this.highlight(tempId, block, framesLeft <= 0)) return;
      if (framesLeft > 0) win?.requestAnimationFrame(again);
    };
    win?.requestAnimationFrame(again);
    return false;
  }

  private highlight(tempId: string, block: number | null, orSection = false): boolean {
    const section = this.sectionElement(tempId);
    if (!section) return false;
    const element = block === null ? section : this.blockElement(section, block);
    if (!element) {
      if (orSection) this.highlight(tempId, null);
      return orSection;
    }
    // A slideshow turns to the slide first, so the outline lands on what is shown.
    if (element !== section) element.dispatchEvent(new Event(SHOW_BLOCK_EVENT, { bubbles: true }));
    element.setAttribute(HIGHLIGHT_ATTRIBUTE, '');
    element.scrollIntoView({ behavior: 'smooth', block: element === section ? 'start' : 'center' });
    return true;
  }

  /** The block's element in its section (not in a section nested inside it); one laid out first. */
  private blockElement(section: Element, block: number): Element | null {
    const marked = [...section.querySelectorAll(`[${BLOCK_ATTRIBUTE}="${block}"]`)].filter(
      (el) => el.closest('[data-temp-id]') === section,
    );
    return marked.find((el) => el.getClientRects().length > 0) ?? marked[0] ?? null;
  }

  clearHighlight(): void {
    for (const element of this.deps.doc.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`)) element.removeAttribute(HIGHLIGHT_ATTRIBUTE);
  }

  sectionClasses(selector: string): { temp_id: string | null; classes: string[] } {
    let element: Element | null = null;
    try {
      element = this.deps.doc.querySelector(selector);
    } catch {
      element = null;
    }
    const root = element?.closest('[data-temp-id]') ?? null;
    const classes = element ? [...element.classList].filter((name) => !name.startsWith('wxb-')) : [];
    return { temp_id: root?.getAttribute('data-temp-id') ?? null, classes };
  }

  onSectionClick(select: (tempId: string, block: number | null) => void): () => void {
    const handler = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const root = target?.closest('[data-temp-id]');
      if (!root) return;
      // In the editor a click selects; following the section's links would leave the page being edited.
      if (target?.closest('a[href]')) event.preventDefault();
      const marked = target?.closest(`[${BLOCK_ATTRIBUTE}]`);
      const block = marked && root.contains(marked) ? Number(marked.getAttribute(BLOCK_ATTRIBUTE)) : Number.NaN;
      select(root.getAttribute('data-temp-id') ?? '', Number.isInteger(block) && block >= 0 ? block : null);
    };
    this.deps.doc.addEventListener('click', handler, true);
    return () => this.deps.doc.removeEventListener('click', handler, true);
  }

  private sectionElement(tempId: string): Element | null {
    return [...this.deps.doc.querySelectorAll('[data-temp-id]')].find((el) => el.getAttribute('data-temp-id') === tempId) ?? null;
  }
}
