import { generate, parse, walk } from 'css-tree';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointForWidth } from '../../../src/domain/theme/breakpoints';
import { compileTheme } from '../../../src/domain/theme/compile-theme';
import { sealCss } from '../../../src/domain/theme/owner-css';
import { DEFAULT_THEME_SETTINGS, parseThemeSettings, type ThemeSettings } from '../../../src/domain/theme/theme-settings';

const compile = (overrides: Partial<ThemeSettings> = {}, extra: { theme_css?: string; creator_theme_css?: string } = {}) =>
  compileTheme({ settings: { ...DEFAULT_THEME_SETTINGS, ...overrides }, ...extra });

/** Custom properties set on :root, either always (media null) or inside the given media query. */
function rootVars(css: string, media: string | null = null): Map<string, string> {
  const vars = new Map<string, string>();
  walk(parse(css), {
    visit: 'Declaration',
    enter(node) {
      const inMedia = this.atrule?.name === 'media' && this.atrule.prelude ? generate(this.atrule.prelude) : null;
      if (this.rule && generate(this.rule.prelude) === ':root' && inMedia === media) {
        vars.set(node.property, generate(node.value).trim());
      }
    },
  });
  return vars;
}
const SMALL = '(max-width:767px)';

describe('compileTheme: what a store owner sees', () => {
  it('exposes the primary colour and the fonts as custom properties', () => {
    const vars = rootVars(compile({ primary_color: '#ff0066', heading_font_family: 'Playfair Display' }).css);
    expect(vars.get('--color-primary')).toBe('#ff0066');
    expect(vars.get('--font-heading')).toBe("'Playfair Display Variable', 'Playfair Display', serif");
    expect(vars.get('--container-width')).toBe('1280px');
  });

  it('gives 200px corners when the rounded option is on and the chosen radius otherwise', () => {
    expect(rootVars(compile({ site_is_rounded_corners: true, site_border_radius: 4 }).css).get('--radius')).toBe('200px');
    expect(rootVars(compile({ site_is_rounded_corners: false, site_border_radius: 4 }).css).get('--radius')).toBe('4px');
    expect(rootVars(compile({ site_is_rounded_corners: false, site_border_radius: 0 }).css).get('--radius')).toBe('0px');
    const rounded = rootVars(
      compile({ button_is_rounded_corners: true, input_is_rounded_corners: true, badge_is_rounded_corners: true }).css,
    );
    expect([rounded.get('--btn-radius'), rounded.get('--input-radius'), rounded.get('--badge-radius')]).toEqual([
      '200px',
      '200px',
      '200px',
    ]);
  });

  it('scales headings by 0.7 on small screens only when heading > 20px and sub-heading > 18px', () => {
    const both = rootVars(compile({ heading_font_size: 40, sub_heading_font_size: 20 }).css, SMALL);
    expect(both.get('--heading-size')).toBe('28px');
    expect(both.get('--sub-heading-size')).toBe('14px');
    for (const [heading, sub] of [
      [20, 24],
      [40, 18],
      [16, 14],
    ] as const) {
      const vars = rootVars(compile({ heading_font_size: heading, sub_heading_font_size: sub }).css, SMALL);
      expect(vars.has('--heading-size'), `${heading}/${sub}`).toBe(false);
      expect(vars.has('--sub-heading-size'), `${heading}/${sub}`).toBe(false);
    }
  });

  it('switches logo width, section space and product text sizes below the tablet breakpoint', () => {
    const css = compile({ logo_width_lg: 180, logo_width_sm: 90, space_between_sm: 30, product_card_name_font_size_sm: 13 }).css;
    expect(rootVars(css).get('--logo-width')).toBe('180px');
    const small = rootVars(css, SMALL);
    expect([small.get('--logo-width'), small.get('--section-space'), small.get('--product-card-name-size')]).toEqual([
      '90px',
      '30px',
      '13px',
    ]);
  });

  it('gives product images the chosen ratio, or the custom one', () => {
    expect(rootVars(compile({ product_card_image_ratio: '4/3' }).css).get('--product-card-ratio')).toBe('4 / 3');
    const custom = parseThemeSettings({ product_card_image_ratio: 'custom', product_card_image_custom_ratio: '5/7' });
    expect(rootVars(compileTheme({ settings: custom }).css).get('--product-card-ratio')).toBe('5 / 7');
    expect(compile().css).toContain('aspect-ratio:var(--product-card-ratio)');
  });

  it('styles every documented class', () => {
    const { css } = compile();
    const classes = [
      '.container',
      '.container-fluid',
      '.section-space',
      '.sub-heading',
      '.logo',
      '.btn',
      '.btn-sm',
      '.btn-md',
      '.btn-lg',
      '.btn-primary',
      '.btn-secondary',
      '.btn-outline',
      '.btn-link',
      '.btn-outline-light',
      '.btn-outline-dark',
      '.btn-link-light',
      '.btn-link-dark',
      '.badge',
      '.badge-discount',
      '.badge-new',
      '.product-card',
      '.product-card__media',
      '.product-card__body',
      '.product-card__name',
      '.product-card__price',
      '.product-card--list',
      '.input',
      '.card',
      '.rating-star',
    ];
    for (const name of classes) expect(css, name).toMatch(new RegExp(`${name.replace('.', '\\.')}[{ ,:]`));
    expect(css).toContain('.btn-primary:hover, .btn-primary:focus-visible{');
    expect(css).toContain('.input:focus{');
  });

  it('changes the button look with button_style', () => {
    const pill = compile({ button_style: 2, button_border_radius: 3 });
    const sharp = compile({ button_style: 3, button_border_radius: 3 });
    expect(rootVars(pill.css).get('--btn-radius')).toBe('200px');
    expect(rootVars(sharp.css).get('--btn-radius')).toBe('0px');
    expect(sharp.css).toContain('text-transform:uppercase');
    expect(rootVars(compile({ button_style: 1, button_border_radius: 3 }).css).get('--btn-radius')).toBe('3px');
  });

  it('appends theme_css, creator_theme_css and custom_css after the component styles, in that order', () => {
    const { css } = compile({ custom_css: '.c{color:blue}' }, { theme_css: '.a{color:red}', creator_theme_css: '.b{color:green}' });
    const positions = ['.card{', '.a{color:red}', '.b{color:green}', '.c{color:blue}'].map((part) => css.indexOf(part));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('never lets owner CSS close the style element', () => {
    const { css } = compile({ custom_css: '/* </STYLE><script>alert(1)</script> */' }, { theme_css: 'a{content:"</style>"} <!-- -->' });
    expect(css.toLowerCase()).not.toContain('</style');
    expect(css).not.toContain('<!--');
    expect(css).not.toContain('-->');
  });

  it('keeps a later block of owner CSS working when an earlier one is left open', () => {
    const { css } = compile(
      { custom_css: '.owner{color:red}' },
      { theme_css: '.x{background:url(a.png', creator_theme_css: '/* unfinished' },
    );
    let found = false;
    walk(parse(css), {
      visit: 'Rule',
      enter(node) {
        if (generate(node.prelude) === '.owner') found = true;
      },
    });
    expect(found).toBe(true);
    expect(sealCss('a{b:"x')).toBe('a{b:"x"}');
    expect(sealCss('@media (min-width:1px')).toBe('@media (min-width:1px){}');
  });

  it('returns only the font families the theme uses, with their weights', () => {
    const single = compile({ font_family: 'Lato', heading_font_family: 'Lato', sub_heading_font_family: 'Lato' });
    expect(single.fontFamilies.map((f) => f.family)).toEqual(['Lato']);
    const mixed = compile({
      font_family: 'Inter',
      font_weight: 300,
      heading_font_family: 'Playfair Display',
      heading_font_weight: 800,
      sub_heading_font_family: 'Inter',
    });
    expect(mixed.fontFamilies.map((f) => f.family)).toEqual(['Inter', 'Playfair Display']);
    expect(mixed.fontFamilies[1]?.weights).toEqual([800]);
    expect(mixed.fontFamilies[0]?.weights).toContain(300);
  });
});

describe('breakpoints', () => {
  it('uses the specification values', () => {
    expect(BREAKPOINTS).toEqual({
      mobile: 320,
      mobileMedium: 375,
      mobileWide: 425,
      tablet: 768,
      desktop: 1024,
      desktopMedium: 1280,
      desktopWide: 1600,
    });
  });

  it('names the widest breakpoint a width reaches and falls back to desktop when unknown', () => {
    expect(breakpointForWidth(360)).toBe('mobile');
    expect(breakpointForWidth(375)).toBe('mobileMedium');
    expect(breakpointForWidth(767)).toBe('mobileWide');
    expect(breakpointForWidth(768)).toBe('tablet');
    expect(breakpointForWidth(1440)).toBe('desktopMedium');
    expect(breakpointForWidth(2560)).toBe('desktopWide');
    expect(breakpointForWidth(200)).toBe('mobile');
    expect(breakpointForWidth(Number.NaN)).toBe('desktop');
    expect(breakpointForWidth(0)).toBe('desktop');
  });
});
