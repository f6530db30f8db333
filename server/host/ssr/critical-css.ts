/**
 * The app stylesheet without a render-blocking request (decision 45). Each page carries, inline, the
 * rules of the app stylesheet its own HTML can match: every rule whose selector names only classes
 * the page's elements have (rules naming no class, at-rules such as @property and @keyframes, and the
 * layer order are always kept). The whole stylesheet then loads without blocking the first paint
 * (`deferAppStylesheet`), applying the same rules in the same layers, so nothing on the page moves
 * when it arrives; it brings what later states need (a menu opened, a class added by a script).
 *
 * The stylesheet is Tailwind's minified output, parsed once into blocks: a rule is kept or dropped
 * whole; a block at-rule (@layer, @media, @supports) is kept with those of its rules that are kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type CssNode =
  | { kind: 'text'; css: string }
  | { kind: 'rule'; css: string; needs: string[][] }
  | { kind: 'group'; prelude: string; children: CssNode[] };

/** The index just past the block that opens at `open` (a `{`), skipping strings and escapes. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
    if (i < 0) break;
  }
  return css.length;
}

/** Where the next `{` or `;` at this level is (outside strings and escapes). */
function nextStop(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = css.indexOf(c, i + 1);
    else if (c === '{' || c === ';') return i;
    if (i < 0) break;
  }
  return css.length;
}

/** Splits at commas outside parentheses (a selector list). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** Drops `:not(...)`: a class named there need not be on the page for the rule to match. */
function withoutNegations(selector: string): string {
  let out = selector;
  for (let at = out.indexOf(':not('); at >= 0; at = out.indexOf(':not(')) {
    let depth = 0;
    let end = at + 4;
    for (; end < out.length; end++) {
      if (out[end] === '\\') end++;
      else if (out[end] === '(') depth++;
      else if (out[end] === ')' && --depth === 0) break;
    }
    out = out.slice(0, at) + out.slice(end + 1);
  }
  return out;
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g;
const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_m, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/** For each selector of the list, the classes an element set must have for it to match. */
function classesNeeded(selectorList: string): string[][] {
  return splitTopLevel(selectorList).map((selector) =>
    [...withoutNegations(selector).matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeCss(match[1]!)),
  );
}

const GROUPING_AT_RULE = /^@(layer|media|supports|container)\b/;

function parseNodes(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let at = 0;
  while (at < css.length) {
    const stop = nextStop(css, at);
    const prelude = css.slice(at, stop).trim();
    if (stop >= css.length) {
      if (prelude) nodes.push({ kind: 'text', css: prelude });
      break;
    }
    if (css[stop] === ';') {
      nodes.push({ kind: 'text', css: `${prelude};` });
      at = stop + 1;
      continue;
    }
    const end = blockEnd(css, stop);
    const body = css.slice(stop + 1, end - 1);
    if (GROUPING_AT_RULE.test(prelude)) nodes.push({ kind: 'group', prelude, children: parseNodes(body) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'text', css: `${prelude}{${body}}` });
    else nodes.push({ kind: 'rule', css: `${prelude}{${body}}`, needs: classesNeeded(prelude) });
    at = end;
  }
  return nodes;
}

function select(nodes: CssNode[], has: (name: string) => boolean): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.css;
    else if (node.kind === 'rule') {
      if (node.needs.some((classes) => classes.every(has))) out += node.css;
    } else {
      const inner = select(node.children, has);
      // A layer is always declared (it fixes the layers' order); an empty @media or @supports is left out.
      if (inner || node.prelude.startsWith('@layer')) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

const CLASS_ATTRIBUTE = 'class="';
const CLASS_ATTRIBUTE_BYTES = Buffer.from(CLASS_ATTRIBUTE);
const ENTITY = /&(?:amp|lt|gt|quot|#x27|#39);/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
const NEEDS_UTF8 = /[^\t\n\f\r -~]/;

/** Each class attribute's value in some HTML, as written (entities and all), text or bytes alike. */
function eachClassList(html: string | Uint8Array, visit: (list: string) => void): void {
  if (typeof html === 'string') {
    for (let at = html.indexOf(CLASS_ATTRIBUTE); at >= 0; at = html.indexOf(CLASS_ATTRIBUTE, at + CLASS_ATTRIBUTE.length)) {
      if (at === 0 || !isSpace(html.charCodeAt(at - 1))) continue;
      const start = at + CLASS_ATTRIBUTE.length;
      const end = html.indexOf('"', start);
      if (end < 0) return;
      visit(html.slice(start, end));
    }
    return;
  }
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  for (let at = bytes.indexOf(CLASS_ATTRIBUTE_BYTES); at >= 0; at = bytes.indexOf(CLASS_ATTRIBUTE_BYTES, at + CLASS_ATTRIBUTE.length)) {
    if (at === 0 || !isSpace(bytes[at - 1]!)) continue;
    const start = at + CLASS_ATTRIBUTE.length;
    const end = bytes.indexOf(0x22, start);
    if (end < 0) return;
    // Latin-1 is a copy of the bytes, UTF-8 a decode: class lists are nearly always ASCII.
    const ascii = bytes.toString('latin1', start, end);
    visit(NEEDS_UTF8.test(ascii) ? bytes.toString('utf8', start, end) : ascii);
  }
}

/**
 * The class names the elements of some HTML carry, its parts text or the bytes as sent: a personal
 * page is rendered per request, and decoding its body to scan it took a tenth of a render (decision 66).
 * Text cannot hold `class="`: React writes a quote in text as `&quot;`.
 */
export function classesOf(...parts: ReadonlyArray<string | Uint8Array>): Set<string> {
  const names = new Set<string>();
  // A card's class list recurs on every card: each distinct list is split once.
  const lists = new Set<string>();
  for (const part of parts)
    eachClassList(part, (list) => {
      if (lists.has(list)) return;
      lists.add(list);
      const value = list.includes('&') ? list.replace(ENTITY, (entity) => ENTITIES[entity]!) : list;
      for (const name of value.split(/[ \t\n\f\r]+/)) if (name) names.add(name);
    });
  return names;
}

export interface CriticalCss {
  /** The stylesheet's rules the classes of this HTML (its parts in turn) can match, in the stylesheet's order. */
  for(...html: ReadonlyArray<string | Uint8Array>): string;
  /** Class sets it keeps with their rules now: never more than MAX_KEPT_SELECTIONS (decision 73). */
  readonly kept: number;
}

const parseSheet = (stylesheet: string) => parseNodes(stylesheet.replace(/\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\//g, ''));

/** Distinct class sets kept per stylesheet, with their rules: pages of one kind mostly share their set. */
export const MAX_KEPT_SELECTIONS = 200;

export function criticalCssOf(stylesheet: string): CriticalCss {
  const nodes = parseSheet(stylesheet);
  const selections = new Map<string, string>();
  return {
    for(...html) {
      const names = classesOf(...html);
      const key = [...names].sort().join(' ');
      let rules = selections.get(key);
      if (rules === undefined) {
        rules = select(nodes, (name) => names.has(name));
        if (selections.size >= MAX_KEPT_SELECTIONS) selections.clear();
        selections.set(key, rules);
      }
      return rules;
    },
    get kept() {
      return selections.size;
    },
  };
}

/**
 * Every rule naming a class in each of its selectors, in their @media and @supports groups, out of
 * their cascade layer (the utilities': the layers before it carry no class rule, see classRulesOf).
 */
function classRules(nodes: CssNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'rule') {
      if (node.needs.every((classes) => classes.length > 0)) out += node.css;
    } else if (node.kind === 'group') {
      const inner = classRules(node.children);
      if (inner) out += node.prelude.startsWith('@layer') ? inner : `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/**
 * The stylesheet a page applies once live, its critical style inline: the app stylesheet's class
 * rules, without what every critical style already carries (rules naming no class, @property,
 * @keyframes, the layers). Switching the whole sheet on restyled and laid out every element again:
 * a sheet with cascade layers makes Chromium rebuild its layer order and recompute every style, and
 * that cost 60-150 ms on this machine, four times that on a phone. Without layers only the elements
 * the sheet's classes name are restyled, their styles come out as before, and nothing is laid out again.
 *
 * Taking the class rules out of their layer keeps the cascade: Tailwind's preflight and theme (the
 * layers before utilities) name no class, and an unlayered rule beats every layered one wherever it
 * is, so a utility still beats them; among the class rules order and specificity decide as within the
 * layer. The theme's stylesheet (unlayered) must still beat the utilities: the sheet is linked before
 * it (deferAppStylesheet). The one difference left: a utility of higher specificity now wins over the
 * theme's or the app's own unlayered rules (ripple, star meter) on the same element and property;
 * tests/e2e/deferred-stylesheet.spec.ts compares every element's computed style under this sheet with
 * the whole sheet's. A class rule in an earlier layer would need its layer: the build refuses such a
 * stylesheet.
 */
export function classRulesOf(stylesheet: string): string {
  const nodes = parseSheet(stylesheet);
  const layered = nodes.filter(
    (node): node is Extract<CssNode, { kind: 'group' }> => node.kind === 'group' && node.prelude.startsWith('@layer'),
  );
  for (const layer of layered.slice(0, -1))
    if (classRules(layer.children)) throw new Error(`${layer.prelude} has class rules: only the last layer's may leave their layer`);
  return classRules(nodes);
}

/** Where the build puts the class rules of the app stylesheet at `href` (scripts/split-app-css.ts). */
export const classRulesHref = (href: string): string => href.replace(/\.css$/, '.classes.css');

const APP_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)" nonce="([^"]+)">/;

/** The address of the template's app stylesheet (Vite's blocking link), if it has one. */
export const appStylesheetHref = (template: string): string | null => APP_STYLESHEET.exec(template)?.[1] ?? null;

/** Where the page's head takes what the render puts there (the theme's stylesheet among it). */
const APP_HEAD = '<!--app-head-->';

/**
 * The template with its app stylesheet loading without blocking the first paint: linked for print,
 * which browsers fetch at their lowest priority (the page's own rules are inline, so the whole sheet
 * must not share a slow connection with the first view's picture and code), and applied by a
 * nonce-carrying script once loaded (a `media` switch: an inline `onload` attribute would need
 * 'unsafe-inline'); without JavaScript the noscript link applies the whole sheet where it was.
 * `deferred` names the sheet the script applies: the class rules where the build made them, linked
 * before the render's head so that the theme's own unlayered classes still come after them and win
 * (out of their layer, the class rules would otherwise beat the theme's `.container`).
 */
export function deferAppStylesheet(template: string, deferred: (href: string) => string = (href) => href): string {
  const link = APP_STYLESHEET.exec(template);
  if (!link) return template;
  const [whole, href, nonce] = link as unknown as [string, string, string];
  const live = [
    `<link rel="stylesheet" crossorigin href="${deferred(href)}" media="print" data-wx-app-css nonce="${nonce}">`,
    `<script nonce="${nonce}">(function(l){function a(){l.media='all'}l.sheet?a():l.addEventListener('load',a)})(document.querySelector('link[data-wx-app-css]'))</script>`,
  ].join('');
  const noscript = `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`;
  const at = template.indexOf(APP_HEAD);
  if (at < 0 || at > link.index) return template.replace(whole, () => `${live}${noscript}`);
  return `${template.slice(0, at)}${live}${template.slice(at, link.index)}${noscript}${template.slice(link.index + whole.length)}`;
}

export interface PageStyles {
  /** The template with its app stylesheet deferred where its rules can be inlined (the caller keeps it per template). */
  template(template: string): string;
  /** The inline style of the rules this page's HTML (its parts in turn) can match, carrying the page's nonce ('' without a stylesheet). */
  criticalStyle(template: string, html: ReadonlyArray<string | Uint8Array>, nonce: string): string;
}

/** Page styles for the built client in `clientDir`; reads each stylesheet once. */
export function createPageStyles(clientDir: string | undefined): PageStyles {
  const sheets = new Map<string, CriticalCss | null>();
  const sheetOf = (href: string) => {
    if (!sheets.has(href)) {
      let css: string | null = null;
      try {
        css = clientDir ? readFileSync(path.join(clientDir, href), 'utf8') : null;
      } catch {
        css = null;
      }
      sheets.set(href, css === null ? null : criticalCssOf(css));
    }
    return sheets.get(href)!;
  };
  return {
    template(template) {
      const href = appStylesheetHref(template);
      // Deferred only where the rules can be inlined: otherwise the page would paint unstyled (the dev server's page has no link).
      if (!href || !sheetOf(href)) return template;
      // The class rules where the build made them; else (a build without that step) the whole sheet.
      return deferAppStylesheet(template, (whole) =>
        clientDir && existsSync(path.join(clientDir, classRulesHref(whole))) ? classRulesHref(whole) : whole,
      );
    },
    criticalStyle(template, html, nonce) {
      const href = appStylesheetHref(template);
      const sheet = href ? sheetOf(href) : null;
      return sheet ? `<style nonce="${nonce}" data-wx-critical>${sheet.for(...html)}</style>` : '';
    },
  };
}
