import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  clampMagnifier,
  clampPan,
  effectiveZoomStyle,
  isDragMode,
  lensView,
  MAGNIFIER,
  magnifierBounds,
  nextZoom,
  resizeMagnifier,
  ZOOM_RESET,
  ZOOM_STYLES,
  ZOOM_TRANSITION_MS,
  zoomOrigin,
  zoomStyleOf,
  type ZoomState,
} from '../../../src/domain/media/image-zoom';

describe('image zoom', () => {
  it('has the three styles of the spec and defaults to zoom', () => {
    expect(ZOOM_STYLES).toEqual({
      no_zoom: { scale: 1, lensSize: null },
      zoom: { scale: 3, lensSize: null },
      inner_zoom_circle: { scale: 5, lensSize: 350 },
    });
    expect(zoomStyleOf('inner_zoom_circle')).toBe('inner_zoom_circle');
    expect(zoomStyleOf('no_zoom')).toBe('no_zoom');
    expect([undefined, '', 'huge', 'toString', 3].map(zoomStyleOf)).toEqual(['zoom', 'zoom', 'zoom', 'zoom', 'zoom']);
    expect(ZOOM_TRANSITION_MS).toBe(100);
  });

  it('drags below the tablet breakpoint and hovers from it', () => {
    expect(isDragMode(767)).toBe(true);
    expect(isDragMode(768)).toBe(false);
  });

  it('steps the scale IN to the zoom scale, then OUT back to 1', () => {
    const seen: ZoomState[] = [];
    let state = ZOOM_RESET;
    for (let i = 0; i < 5; i += 1) seen.push((state = nextZoom(state, 3)));
    expect(seen).toEqual([
      { scale: 2, direction: 'IN' },
      { scale: 3, direction: 'OUT' },
      { scale: 2, direction: 'OUT' },
      { scale: 1, direction: 'IN' },
      { scale: 2, direction: 'IN' },
    ]);
  });

  it('sizes the magnifier from 200 by steps of 10 within width/12 and width/1.5', () => {
    expect(MAGNIFIER).toEqual({ defaultSize: 200, step: 10 });
    expect(magnifierBounds(600)).toEqual({ min: 50, max: 400 });
    expect(clampMagnifier(350, 600)).toBe(350);
    expect(clampMagnifier(350, 450)).toBe(300);
    expect(resizeMagnifier(200, 1, 600)).toBe(210);
    expect(resizeMagnifier(50, -1, 600)).toBe(50);
    expect(resizeMagnifier(400, 1, 600)).toBe(400);
  });

  it('puts the magnified point under the lens centre', () => {
    const view = lensView({ x: 100, y: 50 }, { width: 400, height: 400 }, 200, 5);
    expect(view.backgroundSize).toEqual({ width: 2000, height: 2000 });
    expect(view.backgroundPosition).toEqual({ x: 100 - 500, y: 100 - 250 });
    expect(lensView({ x: -20, y: 900 }, { width: 400, height: 400 }, 200, 5).center).toEqual({ x: 0, y: 400 });
  });

  it('keeps the zoom origin inside the picture', () => {
    expect(zoomOrigin({ x: 50, y: 150 }, { width: 200, height: 200 })).toEqual({ x: 25, y: 75 });
    expect(zoomOrigin({ x: -5, y: 500 }, { width: 200, height: 200 })).toEqual({ x: 0, y: 100 });
    expect(zoomOrigin({ x: 5, y: 5 }, { width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });
});

const size = fc.record({ width: fc.integer({ min: 1, max: 2000 }), height: fc.integer({ min: 1, max: 2000 }) });

test.prop([fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 30 })])(
  'the scale stays between 1 and the zoom scale and turns at the ends',
  (max, clicks) => {
    let state = ZOOM_RESET;
    for (let i = 0; i < clicks; i += 1) {
      const next = nextZoom(state, max);
      expect(next.scale).toBeGreaterThanOrEqual(1);
      expect(next.scale).toBeLessThanOrEqual(max);
      if (next.scale === max && max > 1) expect(next.direction).toBe('OUT');
      if (next.scale === 1) expect(next.direction).toBe('IN');
      state = next;
    }
  },
);

test.prop([fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 12, max: 3000 }), fc.constantFrom(1 as const, -1 as const)])(
  'the magnifier never leaves its bounds',
  (start, width, direction) => {
    const { min, max } = magnifierBounds(width);
    const resized = resizeMagnifier(clampMagnifier(start, width), direction, width);
    expect(resized).toBeGreaterThanOrEqual(Math.floor(min));
    expect(resized).toBeLessThanOrEqual(Math.ceil(max));
  },
);

test.prop([
  fc.record({ x: fc.double({ noNaN: true, min: -1e6, max: 1e6 }), y: fc.double({ noNaN: true, min: -1e6, max: 1e6 }) }),
  fc.double({ min: 1, max: 5, noNaN: true }),
  size,
])('a dragged picture never shows past its edges', (offset, scale, box) => {
  const pan = clampPan(offset, scale, box);
  expect(Math.abs(pan.x)).toBeLessThanOrEqual(((scale - 1) * box.width) / 2 + 1e-9);
  expect(Math.abs(pan.y)).toBeLessThanOrEqual(((scale - 1) * box.height) / 2 + 1e-9);
});

describe('the zoom a product page uses (docs/back-office.md)', () => {
  it("is the owner's choice in the store settings, or else the theme's, or else click-to-zoom", () => {
    expect(effectiveZoomStyle('no_zoom', 'inner_zoom_circle')).toBe('no_zoom');
    expect(effectiveZoomStyle('', 'inner_zoom_circle')).toBe('inner_zoom_circle');
    expect(effectiveZoomStyle(undefined, 'no_zoom')).toBe('no_zoom');
    expect(effectiveZoomStyle('huge', undefined)).toBe('zoom');
    expect(effectiveZoomStyle('__proto__', 'zoom')).toBe('zoom');
  });
});
