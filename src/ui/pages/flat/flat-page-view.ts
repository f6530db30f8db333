/** A view of one page type at a flat URL: how to load its data and how to show it. */
import type { ComponentType } from 'react';
import type { StorefrontServices } from '../../../application/storefront/storefront-services';
import type { ResolvedPage } from '../../../domain/catalog/resolved-page';
import { absoluteUrl } from '../../../domain/seo/absolute-url';
import type { PageHead } from '../../../domain/seo/page-head';
import type { StoreInfo } from '../../app/store-loader';
import type { TemplateData } from '../../sections/theme-sections';

export interface FlatPageLoadArgs {
  services: StorefrontServices;
  store: StoreInfo;
  page: ResolvedPage;
  url: URL;
}

export interface FlatPageView<D> {
  load(args: FlatPageLoadArgs): Promise<{ data: D; head?: PageHead }>;
  Component: ComponentType<{ page: ResolvedPage; data: D }>;
}

/** Loader data of a flat page. */
export interface FlatPageData<D = unknown> {
  page: ResolvedPage;
  data: D;
  head?: PageHead;
  /** The template the page's body sits in (product and listing pages) with its sections' data. */
  template?: TemplateData;
}

/**
 * Head defaults every flat page shares: the page's SEO fields and its canonical path. The request's
 * origin (`url.origin` in a loader) makes breadcrumb items absolute, as schema.org asks.
 */
export function baseHead(page: ResolvedPage, origin: string): PageHead {
  return {
    title: page.seo.title,
    description: page.seo.description,
    canonical: `/${page.slug}`,
    jsonLd: page.breadcrumbs.length > 1 ? [breadcrumbJsonLd(page, origin)] : [],
  };
}

function breadcrumbJsonLd(page: ResolvedPage, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.url, origin),
    })),
  };
}
