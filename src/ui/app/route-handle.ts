/** Per-route metadata: the page key drives the title and robots directives of spec section 2. */
export interface RouteHandle {
  pageKey: string;
  /** Display name when it differs from the key's own (e.g. 'Shopping Cart'). */
  name?: string;
}
