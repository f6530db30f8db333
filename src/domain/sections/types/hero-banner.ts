/** Hero banner (type 6): full-width slides with a heading and a button. */
import { parseHeroBannerContent } from '../content/banner-content';
import { defineSectionType } from '../section-type';
import { presetLink as link } from '../preset-builders';

export const heroBannerSection = defineSectionType('hero-banner', {
  label: 'Hero banner',
  parse: parseHeroBannerContent,
  preset: {
    slides: [{ image: '', imageAlt: '', heading: 'New arrivals', text: 'Fresh picks for the season', button: link('Shop now', 'shop') }],
    autoplay: false,
    height: 'md',
    overlay: 30,
  },
  blocks: {
    field: 'slides',
    label: 'Slide',
    titleField: 'heading',
    max: 8,
    preset: { image: '', imageAlt: '', heading: 'New slide', text: 'Say what is new', button: link('Shop now', 'shop') },
  },
});
