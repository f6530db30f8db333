/**
 * How route loaders reach the storefront services: the server passes them as the router's request
 * context; in the browser the entry registers one instance for the page's lifetime.
 */
import type { StorefrontServices } from '../../application/storefront/storefront-services';

let browserServices: StorefrontServices | null = null;

export function setBrowserServices(services: StorefrontServices): void {
  browserServices = services;
}

export function servicesFrom(context: unknown): StorefrontServices {
  if (context && typeof context === 'object' && 'loadStore' in context) return context as StorefrontServices;
  if (!browserServices) throw new Error('Storefront services are not set up');
  return browserServices;
}
