/**
 * Content of the pricing section (16). Plan prices are amounts in the store's base currency, so they
 * go through the same currency conversion and formatting as product prices.
 */
import { decimal, flag, link, list, object, parseWith, text, textList, type Output } from './content-fields';

export const pricingContentSchema = object({
  heading: text('', 120),
  subHeading: text('', 240),
  highlightLabel: text('Most popular', 40),
  plans: list(
    object({
      name: text('', 60),
      price: decimal(0, 0, 1_000_000_000),
      /** Shown after the price ("/ month", "per year"). */
      period: text('', 30),
      description: text('', 200),
      features: textList(12, 120),
      button: link(),
      highlighted: flag(false),
    }),
    6,
  ),
});

export type PricingContent = Output<typeof pricingContentSchema>;
export type PricingPlan = PricingContent['plans'][number];

export const parsePricingContent = (raw: unknown): PricingContent => parseWith(pricingContentSchema, raw);
