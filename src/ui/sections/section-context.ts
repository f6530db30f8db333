/** The context every section of a page renders with: the store's CDN, currency and title, the page's path and the forms binding. */
import { useMemo } from 'react';
import { useStore } from '../app/use-store';
import { useFormsBinding } from './parts/use-forms-binding';
import type { SectionContext } from './section-renderer';

export function useSectionContext(pathname: string): SectionContext {
  const store = useStore();
  const forms = useFormsBinding();
  return useMemo(
    () => ({
      staticCDN: store?.siteSettings.staticCDN ?? '/media',
      currency: store?.siteConfig.currency ?? { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' },
      showCurrency: store?.siteSettings.show_currency ?? false,
      storeTitle: store?.siteConfig.webTitle ?? '',
      pathname,
      forms,
    }),
    [store, pathname, forms],
  );
}
