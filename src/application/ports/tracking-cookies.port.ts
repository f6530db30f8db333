/** The browser cookies tracking keeps (spec section 3: sessionId, visitorId, referrerHost, tracking-ip, tracking-geo). */
export interface TrackingCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAgeSeconds: number }): void;
}
