/**
 * The editor and preview frames' loader (docs/editor.md, "Pages"): which page of the studio's picker the frame
 * shows (`edit`: home, header, footer, product, listing, cart or page:<id>), the catalogue data of
 * every section on it, and for a template the page its built-in body is taken from (`at`: a product's
 * or listing's slug), loaded as the storefront loads that page.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { ResolvedPage } from '../../domain/catalog/resolved-page';
import { framedPage } from '../../domain/editor/framed-page';
import { builderPageLocked } from '../../domain/store/maintenance';
import type { ResolvedSectionData } from '../../domain/sections/section';
import { parseThemeDocument } from '../../domain/theme/theme-document';
import { GROUP_NAMES, PAGE_ID_KEY, TEMPLATE_NAMES, type ThemePageKey } from '../../domain/theme/theme-pages';
import { servicesFrom } from '../app/services-holder';
import { requireStore } from '../app/store-loader';
import { loadSections } from '../sections/theme-sections';
import { FLAT_PAGE_VIEWS, TEMPLATE_OF } from './flat/flat-page-registry';

export interface BuilderBody {
  page: ResolvedPage;
  data: unknown;
}

export interface BuilderData {
  /** A closed store's builder page without the owner's signed preview: it shows where it opens from, nothing of the store. */
  locked?: true;
  key: ThemePageKey;
  resolved: ResolvedSectionData;
  /** The product or listing page a template's body shows; null for other pages, or when `at` names none. */
  body: BuilderBody | null;
}

export function pageKeyOf(value: string | null): ThemePageKey {
  if (!value) return 'home';
  if ((TEMPLATE_NAMES as readonly string[]).includes(value) || (GROUP_NAMES as readonly string[]).includes(value))
    return value as ThemePageKey;
  const id = value.startsWith('page:') ? value.slice(5) : '';
  return PAGE_ID_KEY.test(id) ? (value as ThemePageKey) : 'home';
}

export async function builderLoader({ request, context }: LoaderFunctionArgs): Promise<BuilderData> {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  const url = new URL(request.url);
  const key = pageKeyOf(url.searchParams.get('edit'));
  // GetWebInfo hands out the preview token only for the owner's valid preview key (web-info.ts).
  if (builderPageLocked({ ...store, preview: Boolean(store.previewToken) })) return { locked: true, key, resolved: {}, body: null };
  const doc = parseThemeDocument(store.themeSettings.themeData);
  const [resolved, body] = await Promise.all([
    loadSections(services, framedPage(doc, key).data),
    key === 'product' || key === 'listing' ? loadBody(services, store, key, url.searchParams.get('at') ?? '', url.origin) : null,
  ]);
  return { key, resolved, body };
}

async function loadBody(
  services: ReturnType<typeof servicesFrom>,
  store: Awaited<ReturnType<typeof requireStore>>,
  template: 'product' | 'listing',
  slug: string,
  origin: string,
): Promise<BuilderBody | null> {
  const page = slug ? await services.pages.resolvePage(slug.toLowerCase()).catch(() => null) : null;
  const view = page ? FLAT_PAGE_VIEWS[page.page_type_id] : undefined;
  if (!page || !view || TEMPLATE_OF[page.page_type_id] !== template) return null;
  // Loaded as the storefront loads it, at its own address (not the frame's, whose query is the editor's).
  const loaded = await view.load({ services, store, page, url: new URL(`/${page.slug}`, origin) });
  return { page, data: loaded.data };
}
