/** Content of the promotional sections: hero banner (6), banners (7), call to action (9) and promotion (15). */
import { flag, image, int, link, list, object, oneOf, parseWith, text, type Output, type Parser } from './content-fields';

export const heroBannerContentSchema = object({
  slides: list(
    object({
      image: image(),
      /** Describes the picture for screen readers; empty marks it decorative. */
      imageAlt: text('', 160),
      heading: text('', 120),
      text: text('', 300),
      button: link(),
    }),
    8,
  ),
  autoplay: flag(true),
  intervalSeconds: int(6, 3, 20),
  height: oneOf(['sm', 'md', 'lg', 'full'], 'md'),
  /** Darkening over the picture, in percent, so light text stays readable. */
  overlay: int(30, 0, 80),
});

export const bannersContentSchema = object({
  heading: text('', 120),
  subHeading: text('', 240),
  columns: int(3, 1, 4),
  tiles: list(object({ image: image(), title: text('', 80), text: text('', 160), link: link() }), 12),
});

export const ctaContentSchema = object({
  heading: text('', 120),
  text: text('', 400),
  primary: link(),
  secondary: link(),
});

/** ISO 8601 date or date-time; anything Date.parse cannot read is dropped so no countdown shows NaN. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const isoDate: Parser<string> = (raw) => {
  if (typeof raw !== 'string') return '';
  const value = raw.trim();
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
};

export const promotionContentSchema = object({
  heading: text('', 120),
  text: text('', 400),
  discountText: text('', 40),
  endsAt: isoDate,
  expiredText: text('This offer has ended', 120),
  image: image(),
  imageAlt: text('', 160),
  button: link(),
});

export type HeroBannerContent = Output<typeof heroBannerContentSchema>;
export type HeroSlide = HeroBannerContent['slides'][number];
export type BannersContent = Output<typeof bannersContentSchema>;
export type CtaContent = Output<typeof ctaContentSchema>;
export type PromotionContent = Output<typeof promotionContentSchema>;

export const parseHeroBannerContent = (raw: unknown): HeroBannerContent => parseWith(heroBannerContentSchema, raw);
export const parseBannersContent = (raw: unknown): BannersContent => parseWith(bannersContentSchema, raw);
export const parseCtaContent = (raw: unknown): CtaContent => parseWith(ctaContentSchema, raw);
export const parsePromotionContent = (raw: unknown): PromotionContent => parseWith(promotionContentSchema, raw);
