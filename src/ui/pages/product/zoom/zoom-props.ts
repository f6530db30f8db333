/** What every zoom style receives from the gallery. */
export interface ZoomProps {
  /** Resolved URL of the large picture. */
  src: string;
  alt: string;
  /** Replaces a picture that fails to load (spec section 8). */
  fallbackSrc: string;
}
