import { describe, expect, it } from 'vitest';
import { DEMO_THEME_PRESETS } from '../../../src/domain/theme/theme-presets';
import { DEFAULT_THEME_SETTINGS, parseThemeSettings, themeSettingsSchema } from '../../../src/domain/theme/theme-settings';
import { isCssColor } from '../../../src/domain/theme/theme-values';

describe('parseThemeSettings', () => {
  it('gives the defaults for nothing, garbage or a non-object', () => {
    for (const raw of [undefined, null, 'theme', 12, [], { unrelated: true }]) {
      expect(parseThemeSettings(raw)).toEqual(DEFAULT_THEME_SETTINGS);
    }
  });

  it('keeps the valid values an owner saved', () => {
    const settings = parseThemeSettings({ primary_color: '#ff0066', font_family: 'Poppins', button_style: 2 });
    expect(settings.primary_color).toBe('#ff0066');
    expect(settings.font_family).toBe('Poppins');
    expect(settings.button_style).toBe(2);
  });

  it('resets only the broken field, never its neighbours', () => {
    const settings = parseThemeSettings({ primary_color: 'not-a-colour', text_color: '#123456', font_size: 18 });
    expect(settings.primary_color).toBe(DEFAULT_THEME_SETTINGS.primary_color);
    expect(settings.text_color).toBe('#123456');
    expect(settings.font_size).toBe(18);
  });

  it('accepts numbers and flags the way editors store them', () => {
    const settings = parseThemeSettings({ font_size: '18px', button_style: '3', site_is_rounded_corners: '1', line_height: '1.5' });
    expect(settings).toMatchObject({ font_size: 18, button_style: 3, site_is_rounded_corners: true, line_height: 1.5 });
  });

  it('falls back for an unknown font and matches known ones regardless of case', () => {
    expect(parseThemeSettings({ font_family: 'Comic Sans MS' }).font_family).toBe(DEFAULT_THEME_SETTINGS.font_family);
    expect(parseThemeSettings({ heading_font_family: 'playfair display' }).heading_font_family).toBe('Playfair Display');
  });

  it('rejects colour values that could carry CSS out of their declaration', () => {
    for (const evil of ['red;}body{display:none', '#fff}', 'url(javascript:x)', 'rgb(0,0,0);x:y', 'var(--x)', 'expression(alert(1))']) {
      expect(isCssColor(evil), evil).toBe(false);
      expect(parseThemeSettings({ primary_color: evil }).primary_color).toBe(DEFAULT_THEME_SETTINGS.primary_color);
    }
  });

  it('accepts the colour notations an owner would type', () => {
    for (const colour of [
      '#abc',
      '#AABBCC',
      '#aabbcc80',
      'rgb(10, 20, 30)',
      'rgba(10,20,30,0.5)',
      'rgb(10 20 30 / 50%)',
      'hsl(200 50% 40%)',
      'hsla(200deg, 50%, 40%, .3)',
      'Tomato',
      'transparent',
    ]) {
      expect(isCssColor(colour), colour).toBe(true);
    }
  });

  it('keeps lengths inside their bounds', () => {
    const settings = parseThemeSettings({ font_size: 400, container_width: -5, button_border_width: 1e9, letter_spacing: 'Infinity' });
    expect(settings.font_size).toBe(DEFAULT_THEME_SETTINGS.font_size);
    expect(settings.container_width).toBe(DEFAULT_THEME_SETTINGS.container_width);
    expect(settings.button_border_width).toBe(DEFAULT_THEME_SETTINGS.button_border_width);
    expect(settings.letter_spacing).toBe(DEFAULT_THEME_SETTINGS.letter_spacing);
  });

  it('normalises a custom image ratio and refuses a zero side', () => {
    expect(parseThemeSettings({ product_card_image_custom_ratio: '2/3' }).product_card_image_custom_ratio).toBe('2 / 3');
    expect(parseThemeSettings({ product_card_image_custom_ratio: '0/3' }).product_card_image_custom_ratio).toBe('1 / 1');
  });

  it('drops keys the schema does not know', () => {
    expect(parseThemeSettings({ evil: '}</style>' })).not.toHaveProperty('evil');
  });

  it('keeps custom CSS as typed (it is neutralised when compiled)', () => {
    expect(parseThemeSettings({ custom_css: '.hero{color:red}' }).custom_css).toBe('.hero{color:red}');
    expect(parseThemeSettings({ custom_css: { css: 'x' } }).custom_css).toBe('');
  });
});

describe('defaults and presets', () => {
  it('has a valid default for every field', () => {
    expect(themeSettingsSchema.parse(DEFAULT_THEME_SETTINGS)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(Object.keys(DEFAULT_THEME_SETTINGS).length).toBeGreaterThan(100);
  });

  it('ships five complete, valid and different demo presets', () => {
    const names = Object.keys(DEMO_THEME_PRESETS);
    expect(names).toEqual(['aurora', 'nordic', 'sakura', 'atelier', 'vault']);
    for (const preset of Object.values(DEMO_THEME_PRESETS)) {
      expect(parseThemeSettings(preset)).toEqual(preset);
    }
    const looks = new Set(
      Object.values(DEMO_THEME_PRESETS).map((p) => `${p.primary_color}|${p.background_color}|${p.heading_font_family}`),
    );
    expect(looks.size).toBe(5);
  });

  it('gives the demo stores the looks they were designed with', () => {
    const { aurora, nordic, sakura } = DEMO_THEME_PRESETS;
    expect([aurora.heading_font_family, aurora.font_family]).toEqual(['Playfair Display', 'Inter']);
    expect([nordic.font_family, nordic.button_style]).toEqual(['Montserrat', 2]);
    expect([sakura.button_style, sakura.product_card_image_ratio]).toEqual([3, '4/3']);
  });
});
