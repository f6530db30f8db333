import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { sectionLook } from '../../../src/domain/sections/section-look';
import { parseSectionStyle } from '../../../src/domain/sections/section-style';

const FIELDS = [
  'section_width',
  'section_bg_color',
  'section_bg_image',
  'section_bg_image_parallax',
  'section_padding_top',
  'section_padding_bottom',
  'is_transparent_header',
  'is_transparent_header_mobile',
  'is_remove_section_space',
  'alignment',
  'position_x',
  'position_y',
  'text_color',
  'font_size',
  'button_size',
  'button_style',
  'button_space',
  'column_spacing',
] as const;

/** Values that look like what owners type, plus hostile ones aimed at breaking out of an inline style. */
const hostile = fc.constantFrom(
  'red; position: fixed',
  '#fff}body{display:none',
  'url(javascript:alert(1))',
  'expression(alert(1))',
  '10px;color:red',
  'media://a/b.svg") no-repeat; x:url(',
  'https://x.test/a.svg?a=1;b',
  'var(--x);}',
  'rgb(1,2,3);',
  '/a.svg\\"',
  '50%;',
  'left}',
);
const plausible = fc.constantFrom(
  '#112233',
  'rgba(0,0,0,0.5)',
  'red',
  'var(--color-primary)',
  '40',
  '40px',
  12,
  0,
  true,
  '1',
  'center',
  'full',
  'stretched',
  'media://s/banners/1.svg',
  '/img/a.svg',
  'https://cdn.test/a.svg',
  'lg',
  'outline',
  'end',
  75,
  '30%',
);
const value = fc.oneof(hostile, plausible, fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.object());
const style = fc.oneof(
  fc.record(Object.fromEntries(FIELDS.map((field) => [field, value])) as Record<(typeof FIELDS)[number], typeof value>, {
    requiredKeys: [],
  }),
  fc.anything(),
);
const cdn = fc.oneof(fc.constantFrom('', '/media', 'https://cdn.test/', 'https://cdn.test/a;b', 'x")'), fc.string());

test.prop([style, cdn])('never throws and never lets a value break out of its declaration', (raw, staticCDN) => {
  const look = sectionLook(parseSectionStyle(raw), staticCDN);
  for (const [property, css] of Object.entries(look.rootStyle)) {
    expect(typeof css).toBe('string');
    if (property === 'backgroundImage') {
      const match = /^url\("([^"]*)"\)$/.exec(css);
      expect(match).not.toBeNull();
      expect(match?.[1]).not.toMatch(/[;{}()"'\\\s]/);
    } else {
      expect(css).not.toMatch(/[;{}]|url\(/i);
    }
  }
  expect(look.rootClassName).toMatch(/^[\w\s:!\-[\]]+$/);
  expect(look.buttonClassName).toMatch(/^btn btn-(sm|md|lg) btn-(primary|secondary|outline|link)$/);
});
