/** Content of the footer section (type 2): about text, link columns, socials, copyright and payments. */
import { image, links, list, object, parseWith, text, type Output } from './content-fields';
import { socialLinks } from './social-networks';

export const footerContentSchema = object({
  logo: image(),
  about: text('', 600),
  columns: list(object({ title: text('', 60), links: links(10) }), 5),
  socials: socialLinks(10),
  /** Empty falls back to "© <store title>". */
  copyright: text('', 200),
  /** Accepted payment methods as plain words ("Visa · Mastercard · PayPal"). */
  paymentText: text('', 200),
});

export type FooterContent = Output<typeof footerContentSchema>;

export function parseFooterContent(raw: unknown): FooterContent {
  return parseWith(footerContentSchema, raw);
}
