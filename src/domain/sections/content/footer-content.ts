/** Content of the footer section (type 2): about text, link columns, socials, copyright and payments. */
import { z } from 'zod/mini';
import { image, links, list, parseWith, text } from './content-fields';
import { socialLinks } from './social-networks';

export const footerContentSchema = z.object({
  logo: image(),
  about: text('', 600),
  columns: list(z.object({ title: text('', 60), links: links(10) }), 5),
  socials: socialLinks(10),
  /** Empty falls back to "© <store title>". */
  copyright: text('', 200),
  /** Accepted payment methods as plain words ("Visa · Mastercard · PayPal"). */
  paymentText: text('', 200),
});

export type FooterContent = z.output<typeof footerContentSchema>;

export function parseFooterContent(raw: unknown): FooterContent {
  return parseWith(footerContentSchema, raw);
}
