/**
 * Builds the GetWebInfo answer: the web config, site settings and site config of spec section 3 and
 * a guest token pair bound to the store's webID. Owner HTML in sections is sanitised here, once per
 * theme version, so every consumer (SSR, browser, editor) receives safe markup.
 */
import { formatCents } from '../../../src/domain/money/format-price';
import { insideJsonString, withFreeShippingAmount } from '../../../src/domain/shipping/free-shipping-banner';
import type { WebInfo } from '../../../src/domain/store/web-info';
import { mapSectionLists, parseThemeDocument } from '../../../src/domain/theme/theme-document';
import type { TokenService } from '../platform/token.service';
import { sanitizeThemeSections } from '../platform/sanitize-theme-html';
import { settingsVersionOf } from './settings-version';
import { readSiteSettings } from '../platform/site-settings';
import { TtlCache } from '../platform/ttl-cache';
import type { StoreRepository, StoreRow, ThemeRow } from '../platform/store.repository';
import type { PreviewKeys } from '../theme/preview-key';
import type { ThemeRepository } from '../theme/theme.repository';

export class WebInfoService {
  private readonly sanitized = new Map<string, string>();

  constructor(
    private readonly deps: {
      stores: StoreRepository;
      tokens: TokenService;
      themes: ThemeRepository;
      previewKeys: PreviewKeys;
      /** The home free-shipping threshold the banners show (home-free-shipping.ts). */
      freeShippingOver: (webId: number, homeCountry: string) => Promise<number | null>;
    },
  ) {}

  // Every page view asks for the store; a two-second lifetime spares the database and keeps edits prompt.
  private readonly lookups = new TtlCache<{
    store: StoreRow;
    theme: ThemeRow | null;
    draft: string | null;
    freeShippingOver: number | null;
  } | null>({ ttlMs: 2_000, maxEntries: 1_000 });

  /** 'unavailable': the operator suspended the store (decision 93), which no preview key opens. */
  async getWebInfo(domain: string, themeId: number | null, previewKey: string | null = null): Promise<WebInfo | 'unavailable' | null> {
    const found = await this.lookups.get(`${domain}:${themeId ?? ''}:${previewKey ?? ''}`, async () => {
      const store = await this.deps.stores.findByDomain(domain);
      const theme = store ? await this.deps.stores.findTheme(store, themeId) : null;
      if (!store) return null;
      const freeShippingOver = await this.deps.freeShippingOver(store.id, readSiteSettings(store.settings).country ?? '');
      return { store, theme, draft: theme && previewKey ? await this.draftFor(store, theme, previewKey) : null, freeShippingOver };
    });
    if (!found) return null;
    if (found.store.suspendedAt) return 'unavailable';
    const { store, theme, draft } = found;
    const settings = readSiteSettings(store.settings);
    // The banners' "free over ..." is checkout's own threshold, in the shopper's currency (free-shipping-banner.ts).
    const currency = {
      currencySymbol: store.currencySymbol,
      currencyAbbreviation: store.currencyAbbreviation,
      currencyRate: Number(store.currencyRate),
    };
    const shownThreshold = found.freeShippingOver === null ? '' : formatCents(found.freeShippingOver, currency, settings.show_currency);
    const withThreshold = (themeData: string) => withFreeShippingAmount(themeData, shownThreshold, insideJsonString);
    const { facebookPixelToken: _serverOnly, ownerNotifications: _ownerOnly, ...siteSettings } = settings;
    return {
      webID: store.id,
      storeName: store.name,
      redirectURL: store.redirectUrl,
      themeSettings: {
        themeID: theme?.id ?? 0,
        themeData: withThreshold(draft !== null ? sanitizedDocument(draft) : theme ? this.safeThemeData(theme) : '{}'),
        themeCSS: theme?.themeCss ?? '',
      },
      isMaintenance: store.isMaintenance,
      isPasswordProtected: store.isPasswordProtected,
      settingsVersion: settingsVersionOf(store),
      // The Conversions API token stays on the server (capi.route.ts reads it there): secrets never reach a browser.
      scripts: { facebookPixelID: settings.scripts.facebookPixelID },
      siteSettings,
      siteConfig: {
        webTitle: store.title,
        webLink: store.webLink,
        webMeta: store.webMeta,
        currency: {
          currencyAbbreviation: store.currencyAbbreviation,
          currencyRate: Number(store.currencyRate),
          currencySymbol: store.currencySymbol,
        },
        mainDomain: store.mainDomain,
        subDomain: store.subDomain,
        isSubDomain: store.isSubDomain,
        domain: store.domain ?? '',
        freeShippingAmount: shownThreshold,
      },
      tokens: await this.deps.tokens.issuePair({ WebID: store.id, UserID: '0' }),
      // A signed preview link (the studio's frame or a shared /preview link) also gets the frame's
      // read-only token, which the page keeps in memory instead of the third-party cookies a
      // browser would block in the studio's frame.
      ...(theme && previewKey && this.deps.previewKeys.verify(store.id, theme.id, theme.previewGeneration, previewKey)
        ? { previewToken: await this.deps.tokens.issuePreview(store.id) }
        : {}),
    };
  }

  /** The theme's draft when the preview key is right (the studio's preview link), else null. */
  private async draftFor(store: StoreRow, theme: ThemeRow, previewKey: string): Promise<string | null> {
    if (!this.deps.previewKeys.verify(store.id, theme.id, theme.previewGeneration, previewKey)) return null;
    return this.deps.themes.draftOf(store.id, theme.id);
  }

  /** Drops cached store rows, so a flag change shows on the next GetWebInfo. */
  forgetCachedStores(): void {
    this.lookups.clear();
  }

  private safeThemeData(theme: ThemeRow): string {
    const key = `${theme.id}:${theme.updatedAt.getTime()}`;
    const cached = this.sanitized.get(key);
    if (cached !== undefined) return cached;
    const safe = sanitizedDocument(theme.themeData);
    if (this.sanitized.size > 500) this.sanitized.clear();
    this.sanitized.set(key, safe);
    return safe;
  }
}

/** Drafts are sanitised when saved; serving them sanitises again, so no path skips the cleaning. */
function sanitizedDocument(themeData: string): string {
  return JSON.stringify(mapSectionLists(parseThemeDocument(themeData), sanitizeThemeSections));
}
