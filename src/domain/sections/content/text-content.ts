/**
 * Content of the text-led sections: content (8), about (10) and raw HTML (22). Their rich-text fields
 * hold HTML that the server sanitises before it is stored or served (RICH_TEXT_FIELDS tells it which).
 */
import { z } from 'zod/mini';
import type { SectionTypeId } from '../section-types';
import { image, link, list, oneOf, parseWith, text } from './content-fields';

const HTML_MAX = 50_000;

export const RICH_TEXT_FIELDS: Partial<Record<SectionTypeId, readonly string[]>> = {
  8: ['body'],
  10: ['body'],
  22: ['html'],
};

export const contentContentSchema = z.object({
  heading: text('', 120),
  subHeading: text('', 240),
  body: text('', HTML_MAX),
  image: image(),
  imageAlt: text('', 160),
  imagePosition: oneOf(['start', 'end'], 'end'),
  button: link(),
});

export const aboutContentSchema = z.object({
  heading: text('', 120),
  subHeading: text('', 240),
  body: text('', HTML_MAX),
  image: image(),
  imageAlt: text('', 160),
  stats: list(z.object({ value: text('', 20), label: text('', 60) }), 4),
});

export const htmlContentSchema = z.object({ html: text('', HTML_MAX) });

export type ContentContent = z.output<typeof contentContentSchema>;
export type AboutContent = z.output<typeof aboutContentSchema>;
export type HtmlContent = z.output<typeof htmlContentSchema>;

export const parseContentContent = (raw: unknown): ContentContent => parseWith(contentContentSchema, raw);
export const parseAboutContent = (raw: unknown): AboutContent => parseWith(aboutContentSchema, raw);
export const parseHtmlContent = (raw: unknown): HtmlContent => parseWith(htmlContentSchema, raw);
