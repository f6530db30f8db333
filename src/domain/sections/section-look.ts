/**
 * Turns parsed section style fields into what a section's root element needs: class names from the
 * theme compiler's vocabulary (container, section-space, btn-*) plus inline values. Only values that
 * parseSectionStyle validated get here, and the background image URL is checked once more after the
 * CDN rewrite, so no inline value can break out of its declaration.
 */
import { resolveMediaUrl } from '../media/media-url';
import { schemeClassName } from '../theme/scheme-ids';
import type { Alignment, SectionStyle, TransparentHeader } from './section-style';

export interface SectionLook {
  /** Classes of the root element (`<section>`, `<header>` or `<footer>`). */
  rootClassName: string;
  /** Inline style of the root; `--section-gap` and `--button-space` feed the grids and button rows. */
  rootStyle: Record<string, string>;
  /** Stretched sections paint the background edge to edge but keep their content in the container. */
  innerClassName: string;
  /** False for full width, where content runs edge to edge and frame sections add their own gutter. */
  contained: boolean;
  alignment: Alignment | null;
  buttonClassName: string;
  transparentHeader: TransparentHeader;
  /** Classes a header adds when it floats over the hero (light text; an explicit text colour still wins). */
  transparentHeaderClassName: string;
}

const WIDTH_CLASS = { default: 'container', fluid: 'container-fluid', stretched: 'w-full', full: 'w-full' } as const;
const ALIGN_CLASS = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;
// Only where scripts run (the js: variant, decision 15): without JavaScript the header shows its menu as
// a row of links, and floating over the hero it would cover the hero's heading; it sits above it instead.
const TRANSPARENT_CLASS: Record<TransparentHeader, string> = {
  none: '',
  all: 'js:absolute js:inset-x-0 js:top-0 js:z-40 js:bg-transparent! js:text-white',
  desktop: 'js:lg:absolute js:lg:inset-x-0 js:lg:top-0 js:lg:z-40 js:lg:bg-transparent! js:lg:text-white',
  mobile: 'js:max-lg:absolute js:max-lg:inset-x-0 js:max-lg:top-0 js:max-lg:z-40 js:max-lg:bg-transparent! js:max-lg:text-white',
};

/** Same-site paths and http(s) URLs without characters that could end a CSS string or declaration. */
const SAFE_CSS_URL = /^(?:https?:\/\/[^\s"'()\\;{}<>]+|\/(?!\/)[^\s"'()\\;{}<>]*)$/i;

function backgroundImage(path: string, staticCDN: string): string | null {
  if (!path) return null;
  const url = resolveMediaUrl(path, staticCDN);
  return SAFE_CSS_URL.test(url) ? `url("${url}")` : null;
}

function transparentMode(style: SectionStyle): TransparentHeader {
  if (style.transparentHeader && style.transparentHeaderMobile) return 'all';
  if (style.transparentHeader) return 'desktop';
  return style.transparentHeaderMobile ? 'mobile' : 'none';
}

const px = (value: number): string => `${value}px`;

export function sectionLook(style: SectionStyle, staticCDN: string): SectionLook {
  const rootStyle: Record<string, string> = {};
  const image = backgroundImage(style.bgImage, staticCDN);
  if (style.bgColor) rootStyle.backgroundColor = style.bgColor;
  if (image) {
    rootStyle.backgroundImage = image;
    rootStyle.backgroundPosition = `${style.positionX ?? 'center'} ${style.positionY ?? 'center'}`;
    if (style.bgParallax) rootStyle.backgroundAttachment = 'fixed';
  }
  if (style.paddingTop !== null) rootStyle.paddingTop = px(style.paddingTop);
  if (style.paddingBottom !== null) rootStyle.paddingBottom = px(style.paddingBottom);
  if (style.textColor) {
    // Theme headings read --color-heading, so a section text colour must reach them too.
    rootStyle.color = style.textColor;
    rootStyle['--color-text'] = style.textColor;
    rootStyle['--color-heading'] = style.textColor;
    // Sections on dark pictures (hero, parallax CTA) default to white but must honour this colour.
    rootStyle['--section-text'] = style.textColor;
  }
  if (style.fontSize !== null) rootStyle.fontSize = px(style.fontSize);
  if (style.columnSpacing !== null) rootStyle['--section-gap'] = px(style.columnSpacing);
  if (style.buttonSpace !== null) rootStyle['--button-space'] = px(style.buttonSpace);

  const transparentHeader = transparentMode(style);
  const rootClassName = [
    'wxb-section',
    WIDTH_CLASS[style.width],
    style.removeSectionSpace ? '' : 'section-space',
    style.alignment ? ALIGN_CLASS[style.alignment] : '',
    image ? 'bg-cover bg-no-repeat' : '',
    style.colorScheme ? schemeClassName(style.colorScheme) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return {
    rootClassName,
    rootStyle,
    innerClassName: style.width === 'stretched' ? 'container' : '',
    contained: style.width !== 'full',
    alignment: style.alignment,
    buttonClassName: `btn btn-${style.buttonSize} btn-${style.buttonStyle}`,
    transparentHeader,
    transparentHeaderClassName: TRANSPARENT_CLASS[transparentHeader],
  };
}
