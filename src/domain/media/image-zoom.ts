/**
 * Product image zoom (spec sections 2, 4 and 9): three styles chosen by the theme's `zoom_style`,
 * drag mode below the tablet breakpoint (no hover on touch screens), a magnifier whose size steps
 * by 10 within width/12 and width/1.5, and a scale that steps toward the zoom scale (direction IN)
 * and then back to 1 (direction OUT). Pure maths: the gallery feeds it pointer positions and sizes.
 */
import { BREAKPOINTS } from '../theme/breakpoints';

export type ZoomStyle = 'no_zoom' | 'zoom' | 'inner_zoom_circle';
export type ZoomDirection = 'IN' | 'OUT';

export const ZOOM_STYLES: Record<ZoomStyle, { scale: number; lensSize: number | null }> = {
  no_zoom: { scale: 1, lensSize: null },
  zoom: { scale: 3, lensSize: null },
  inner_zoom_circle: { scale: 5, lensSize: 350 },
};
export const DEFAULT_ZOOM_STYLE: ZoomStyle = 'zoom';
export const MAGNIFIER = { defaultSize: 200, step: 10 } as const;
export const ZOOM_TRANSITION_MS = 100;
/** How much one click adds or takes away on the way to the zoom scale and back. */
export const ZOOM_SCALE_STEP = 1;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface ZoomState {
  scale: number;
  direction: ZoomDirection;
}

export const ZOOM_RESET: ZoomState = { scale: 1, direction: 'IN' };

export function zoomStyleOf(value: unknown): ZoomStyle {
  return typeof value === 'string' && Object.hasOwn(ZOOM_STYLES, value) ? (value as ZoomStyle) : DEFAULT_ZOOM_STYLE;
}

/** The zoom a product page uses: the owner's choice in the store settings, or else the theme's (docs/back-office.md). */
export function effectiveZoomStyle(storeChoice: unknown, themeValue: unknown): ZoomStyle {
  return typeof storeChoice === 'string' && Object.hasOwn(ZOOM_STYLES, storeChoice) ? (storeChoice as ZoomStyle) : zoomStyleOf(themeValue);
}

export function isDragMode(viewportWidth: number): boolean {
  return viewportWidth < BREAKPOINTS.tablet;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

/** One click: a step toward maxScale while zooming IN, toward 1 while zooming OUT, turning at the ends. */
export function nextZoom(state: ZoomState, maxScale: number, step = ZOOM_SCALE_STEP): ZoomState {
  const top = Math.max(1, maxScale);
  if (state.direction === 'IN') {
    const scale = clamp(state.scale + step, 1, top);
    return { scale, direction: scale >= top && top > 1 ? 'OUT' : 'IN' };
  }
  const scale = clamp(state.scale - step, 1, top);
  return { scale, direction: scale <= 1 ? 'IN' : 'OUT' };
}

export function magnifierBounds(imageWidth: number): { min: number; max: number } {
  const width = Math.max(0, Number.isFinite(imageWidth) ? imageWidth : 0);
  return { min: width / 12, max: width / 1.5 };
}

export function clampMagnifier(size: number, imageWidth: number): number {
  const { min, max } = magnifierBounds(imageWidth);
  return Math.round(clamp(size, min, max));
}

/** The + and - keys and the wheel: one step of 10 px, kept within the bounds. */
export function resizeMagnifier(size: number, direction: 1 | -1, imageWidth: number): number {
  return clampMagnifier(size + direction * MAGNIFIER.step, imageWidth);
}

/** transform-origin (in %) that keeps the point under the pointer still while the image scales. */
export function zoomOrigin(pointer: Point, box: Size): Point {
  const pct = (value: number, total: number) => (total > 0 ? clamp((value / total) * 100, 0, 100) : 50);
  return { x: pct(pointer.x, box.width), y: pct(pointer.y, box.height) };
}

/** Drag mode: an offset (px) of the scaled image that never shows past its edges. */
export function clampPan(offset: Point, scale: number, box: Size): Point {
  const reachX = ((Math.max(1, scale) - 1) * box.width) / 2;
  const reachY = ((Math.max(1, scale) - 1) * box.height) / 2;
  return { x: clamp(offset.x, -reachX, reachX), y: clamp(offset.y, -reachY, reachY) };
}

export interface LensView {
  /** Lens centre inside the image box (px). */
  center: Point;
  backgroundSize: Size;
  /** background-position (px) that puts the magnified point under the lens centre. */
  backgroundPosition: Point;
}

export function lensView(pointer: Point, box: Size, lensSize: number, scale: number): LensView {
  const center = { x: clamp(pointer.x, 0, box.width), y: clamp(pointer.y, 0, box.height) };
  return {
    center,
    backgroundSize: { width: box.width * scale, height: box.height * scale },
    backgroundPosition: { x: lensSize / 2 - center.x * scale, y: lensSize / 2 - center.y * scale },
  };
}
