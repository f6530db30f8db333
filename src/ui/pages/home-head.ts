/**
 * The home page's head: its canonical address and the store's Organization and WebSite structured
 * data (store-json-ld.ts), with the header's logo and every social link the theme shows.
 */
import { parseFooterContent } from '../../domain/sections/content/footer-content';
import { parseHeaderContent } from '../../domain/sections/content/header-content';
import { parseSocialMediaContent } from '../../domain/sections/content/contact-content';
import type { SocialLink } from '../../domain/sections/content/social-networks';
import { SECTION_TYPE_ID } from '../../domain/sections/section-types';
import type { PageHead } from '../../domain/seo/page-head';
import { shareImageUrl } from '../../domain/seo/share-image';
import { organizationJsonLd, webSiteJsonLd } from '../../domain/seo/store-json-ld';
import { returnPolicyJsonLd } from '../../domain/store/return-policy';
import type { ThemeDocument } from '../../domain/theme/theme-document';
import type { StoreInfo } from '../app/store-loader';

export function homeHead(store: StoreInfo, doc: ThemeDocument, origin: string): PageHead {
  const shown = [...doc.groups.header, ...doc.sections, ...doc.groups.footer].filter((section) => !section.is_hidden);
  const logo = shown.filter((s) => s.section_type_id === SECTION_TYPE_ID.header).map((s) => parseHeaderContent(s.content).logo)[0] ?? '';
  const socialLinks: SocialLink[] = shown.flatMap((section) =>
    section.section_type_id === SECTION_TYPE_ID.footer
      ? parseFooterContent(section.content).socials
      : section.section_type_id === SECTION_TYPE_ID['social-media']
        ? parseSocialMediaContent(section.content).links
        : [],
  );
  const identity = {
    name: store.siteConfig.webTitle,
    origin,
    description: store.siteConfig.webMeta.description ?? '',
    logoUrl: shareImageUrl(logo, store.siteSettings.staticCDN, origin),
    socialLinks,
    returnPolicy: returnPolicyJsonLd(store.siteSettings.return_policy, store.siteSettings.country ?? ''),
  };
  // The home page's own address, without tracking or theme parameters: its canonical link and og:url.
  return { canonical: '/', jsonLd: [organizationJsonLd(identity), webSiteJsonLd(identity)] };
}
