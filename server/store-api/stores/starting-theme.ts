/**
 * The theme a new store starts with (decision 93): the preset the merchant chose and a plain home page
 * (header, a welcome banner, the latest products, footer) that the studio then edits. No pictures: the
 * owner brings their own.
 */
import type { Section } from '../../../src/domain/sections/section';
import { THEME_PRESETS, type ThemePresetName } from '../../../src/domain/theme/theme-style-presets';

const FRAME = { section_width: 'stretched', is_remove_section_space: true };
const shopLink = (label: string) => ({ label, type: 4, slug: 'shop' });

function homeSections(title: string): Section[] {
  const section = (temp_id: string, section_type_id: number, content: Record<string, unknown>, style: Record<string, unknown> = {}) =>
    ({ temp_id, section_type_id, is_hidden: false, style, content }) as Section;
  return [
    section('temp-new-header', 1, { logo: '', menu: [{ label: 'Home', url: '/' }, shopLink('Shop')], showWishlist: true }, FRAME),
    section(
      'temp-new-welcome',
      6,
      {
        slides: [
          {
            image: '',
            imageAlt: '',
            heading: `Welcome to ${title}`,
            text: 'Our first products are on their way.',
            button: shopLink('Shop now'),
          },
        ],
        autoplay: false,
        height: 'sm',
        overlay: 30,
      },
      { section_width: 'full', alignment: 'center', is_remove_section_space: true },
    ),
    section('temp-new-latest', 3, { heading: 'New in', source: { kind: 'latest' }, limit: 8, columns: 4 }),
    section('temp-new-footer', 2, { about: `${title}.`, columns: [], paymentText: '' }, FRAME),
  ];
}

/** The theme document (`themes.theme_data`) of a new store's first theme. */
export function startingThemeData(preset: ThemePresetName, title: string): string {
  return JSON.stringify({
    settings: { ...THEME_PRESETS[preset] },
    theme_css: '',
    creator_theme_css: '',
    csx: '',
    sections: homeSections(title),
  });
}
