/**
 * Content of the text-led sections: content (8), about (10) and raw HTML (22). Their rich-text fields
 * hold HTML that the server sanitises before it is stored or served (each type's module names them).
 */
import { image, link, list, object, oneOf, parseWith, text, type Output } from './content-fields';

const HTML_MAX = 50_000;

export const contentContentSchema = object({
  heading: text('', 120),
  subHeading: text('', 240),
  body: text('', HTML_MAX),
  image: image(),
  imageAlt: text('', 160),
  imagePosition: oneOf(['start', 'end'], 'end'),
  button: link(),
});

export const aboutContentSchema = object({
  heading: text('', 120),
  subHeading: text('', 240),
  body: text('', HTML_MAX),
  image: image(),
  imageAlt: text('', 160),
  stats: list(object({ value: text('', 20), label: text('', 60) }), 4),
});

export const htmlContentSchema = object({ html: text('', HTML_MAX) });

export type ContentContent = Output<typeof contentContentSchema>;
export type AboutContent = Output<typeof aboutContentSchema>;
export type HtmlContent = Output<typeof htmlContentSchema>;

export const parseContentContent = (raw: unknown): ContentContent => parseWith(contentContentSchema, raw);
export const parseAboutContent = (raw: unknown): AboutContent => parseWith(aboutContentSchema, raw);
export const parseHtmlContent = (raw: unknown): HtmlContent => parseWith(htmlContentSchema, raw);
