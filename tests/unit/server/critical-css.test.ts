/**
 * The app stylesheet's rules a page can match, inline in the page (decision 45,
 * server/host/ssr/critical-css.ts), and the whole stylesheet loading without blocking the first paint.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classesOf, classRulesOf, criticalCssOf, deferAppStylesheet, MAX_KEPT_SELECTIONS } from '../../../server/host/ssr/critical-css';

const SHEET = [
  '/*! tailwindcss */@layer properties,theme,base,components,utilities;',
  '@layer theme{:root,:host{--spacing:.25rem}}',
  '@layer base{*,:after{box-sizing:border-box}h1{font-size:inherit}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.md\\:grid{x:y}',
  '@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
  '.hover\\:bg-black\\/5:hover{color:red}.group:hover .group-hover\\:block{display:block}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.space-y-2:where(.x>:not(:last-child)){margin:0}',
  '.content-x{content:"{"}[data-js] .js\\:hidden{display:none}.a:not(.b){color:blue}}',
  '@property --tw-x{syntax:"*";inherits:false}@keyframes ripple{to{opacity:0}}body{margin:0}.ripple{opacity:1}',
].join('');

describe('critical CSS', () => {
  const critical = criticalCssOf(SHEET);

  it('keeps the rules whose classes the page has, every rule naming no class, the layer order and the at-rules', () => {
    const css = critical.for('<div class="flex md:flex hover:bg-black/5 js:hidden a"><p class="group">x</p></div>');
    expect(css).toBe(
      [
        '@layer properties,theme,base,components,utilities;',
        '@layer theme{:root,:host{--spacing:.25rem}}',
        '@layer base{*,:after{box-sizing:border-box}h1{font-size:inherit}}',
        '@layer utilities{.flex{display:flex}@media (width>=48rem){.md\\:flex{display:flex}}',
        '.hover\\:bg-black\\/5:hover{color:red}[data-js] .js\\:hidden{display:none}.a:not(.b){color:blue}}',
        '@property --tw-x{syntax:"*";inherits:false}@keyframes ripple{to{opacity:0}}body{margin:0}',
      ].join(''),
    );
  });

  it('needs every class of a selector, reads escaped and entity-encoded names, and skips braces in strings', () => {
    const css = critical.for('<i class="group-hover:block [&amp;&gt;svg]:size-4 space-y-2 x content-x"></i>');
    expect(css).not.toContain('group-hover');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}');
    expect(css).toContain('.space-y-2:where(.x>:not(:last-child)){margin:0}');
    expect(css).toContain('.content-x{content:"{"}');
    expect(css).toContain('@layer utilities{');
    expect(css).not.toContain('@media');
  });

  it('reads class attributes only', () => {
    expect([...classesOf('<p class=" a  b">class="c"</p><i data-class="d"></i><b class="e&amp;f"></b>')]).toEqual(['a', 'b', 'e&f']);
  });

  it("reads them from a page's bytes as from its text, in every part, whatever the text around them", () => {
    const page = '<p class="price\tbig">12,50 €</p><span\nclass="étiquette→neu ü">日本語</span><p class="price\tbig">¥1,230</p>';
    const fromBytes = classesOf('<html class="js">', Buffer.from(page));
    expect([...fromBytes]).toEqual(['js', 'price', 'big', 'étiquette→neu', 'ü']);
    expect(classesOf(`<html class="js">${page}`)).toEqual(fromBytes);
  });

  it('keeps at most MAX_KEPT_SELECTIONS class sets when pages bring far more distinct ones (decision 73)', () => {
    const sheet = criticalCssOf(SHEET);
    for (let i = 0; i < MAX_KEPT_SELECTIONS * 20; i++) {
      // Every page a set of its own (an owner's custom classes, say), the rules still right for each.
      expect(sheet.for(`<div class="flex owner-${i}">`)).toContain('.flex{display:flex}');
      expect(sheet.kept).toBeLessThanOrEqual(MAX_KEPT_SELECTIONS);
    }
    expect(sheet.kept).toBeGreaterThan(0);
  });
});

describe('the class rules a live page applies', () => {
  it('are every rule naming a class in each selector, out of their layer, in their @media groups and in order', () => {
    expect(classRulesOf(SHEET)).toBe(
      [
        '.flex{display:flex}.grid{display:grid}.md\\:grid{x:y}',
        '@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
        '.hover\\:bg-black\\/5:hover{color:red}.group:hover .group-hover\\:block{display:block}',
        '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.space-y-2:where(.x>:not(:last-child)){margin:0}',
        '.content-x{content:"{"}[data-js] .js\\:hidden{display:none}.a:not(.b){color:blue}',
        '.ripple{opacity:1}',
      ].join(''),
    );
  });

  it('with any page critical style, leave out no rule of the stylesheet', () => {
    const rules = (css: string) => new Set(css.match(/[^{}]+\{[^{}]*\}/g)!.map((rule) => rule.replace(/^@layer [\w,]+;/, '')));
    const whole = rules(SHEET.replace(/\/\*[^*]*\*\//, ''));
    const classes = [
      'flex',
      'grid',
      'md:grid',
      'md:flex',
      'hover:bg-black/5',
      'group',
      'group-hover:block',
      'space-y-2',
      'x',
      'a',
      'b',
      'ripple',
    ];
    fc.assert(
      fc.property(fc.subarray(classes), (onPage) => {
        const live = rules(`${criticalCssOf(SHEET).for(`<i class="${onPage.join(' ')}"></i>`)}${classRulesOf(SHEET)}`);
        for (const rule of whole) expect(live).toContain(rule);
      }),
    );
  });

  it('are refused where a layer before the last has a class rule: out of it, the rule would win over later layers', () => {
    expect(() => classRulesOf('@layer base{.prose{color:red}}@layer utilities{.flex{display:flex}}')).toThrow(
      /@layer base has class rules/,
    );
  });
});

describe('the deferred app stylesheet', () => {
  const template =
    '<head><link rel="stylesheet" crossorigin href="/assets/app-X.css" nonce="__WX_CSP_NONCE__"><link rel="stylesheet" href="/other.css"></head>';

  it('is fetched as a print sheet, applied by a nonce-carrying script once loaded, and linked plainly for pages without JavaScript', () => {
    const page = deferAppStylesheet(template);
    // A preload would fetch it at the highest priority, beside the first view's picture and code.
    expect(page).not.toContain('rel="preload"');
    expect(page).toContain('media="print" data-wx-app-css');
    expect(page).toMatch(/<script nonce="__WX_CSP_NONCE__">[^<]*l\.media='all'[^<]*<\/script>/);
    expect(page).toContain('<noscript><link rel="stylesheet" crossorigin href="/assets/app-X.css"></noscript>');
    expect(page.match(/<link rel="stylesheet" crossorigin href="\/assets\/app-X.css" nonce/g)).toBeNull();
    expect(page).toContain('<link rel="stylesheet" href="/other.css">');
  });

  it("links the class rules before the render's head, so the theme's unlayered classes come after them, and the whole sheet for pages without JavaScript where it was", () => {
    const page = deferAppStylesheet(
      '<head><meta charset="UTF-8"><!--app-head--><link rel="modulepreload" href="/a.js"><link rel="stylesheet" crossorigin href="/assets/app-X.css" nonce="N"></head>',
      (href) => href.replace('.css', '.classes.css'),
    );
    expect(page).toMatch(
      /^<head><meta charset="UTF-8"><link rel="stylesheet" crossorigin href="\/assets\/app-X.classes.css" media="print" data-wx-app-css nonce="N"><script nonce="N">[^<]*<\/script><!--app-head--><link rel="modulepreload" href="\/a.js"><noscript><link rel="stylesheet" crossorigin href="\/assets\/app-X.css"><\/noscript><\/head>$/,
    );
  });
});
