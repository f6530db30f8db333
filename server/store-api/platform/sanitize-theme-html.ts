/**
 * Owner-written HTML (HTML sections and the rich text of content/about sections) is rendered with
 * dangerouslySetInnerHTML, so it is cleaned here, on the server, before any page or editor sees it:
 * no scripts or styles elements, no event handlers, only http(s)/mailto/tel links, and iframes only
 * from YouTube and Vimeo players. ids and names are dropped so owner markup cannot clobber globals.
 */
import sanitizeHtml from 'sanitize-html';
import { richTextFields } from '../../../src/domain/sections/section-type-modules';
import type { Section } from '../../../src/domain/sections/section';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,24}$/i];
const LENGTH = [/^\d+(?:\.\d+)?(?:px|em|rem|%)?$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'iframe',
    'h1',
    'h2',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'dir', 'role', 'aria-*', 'style'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'media', 'type', 'sizes'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(?:left|right|center|justify|start|end)$/],
      'font-weight': [/^(?:normal|bold|[1-9]00)$/],
      'font-style': [/^(?:normal|italic)$/],
      'text-decoration': [/^(?:none|underline|line-through)$/],
      'font-size': LENGTH,
      'max-width': LENGTH,
      width: LENGTH,
    },
  },
  transformTags: {
    // A link that opens a new tab must not hand the store page to the opened site.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeThemeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Returns new sections whose html-bearing content fields are sanitised; other fields are left as they are. */
export function sanitizeThemeSections(sections: Section[]): Section[] {
  return sections.map((section) => {
    const fields = richTextFields(section.section_type_id);
    if (fields.length === 0) return section;
    const content = { ...section.content };
    for (const field of fields) {
      if (!(field in content)) continue;
      const value = content[field];
      // Anything that is not text would be dropped by the content schema anyway; clear it so it never rides along.
      content[field] = typeof value === 'string' ? sanitizeThemeHtml(value) : '';
    }
    return { ...section, content };
  });
}
