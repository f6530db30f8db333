import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { MAX_IMAGE_SIDE } from '../../../src/domain/media/image-modifiers';
import { IMAGE_PRESETS } from '../../../src/domain/media/image-presets';
import { floorImageSide, IMAGE_SIDE_STEPS, snapImageModifiers, snapImageSide } from '../../../src/domain/media/image-sizes';

const side = fc.integer({ min: 1, max: MAX_IMAGE_SIDE });

test('the steps rise to the largest side, at most a quarter apart from 128 px', () => {
  expect(IMAGE_SIDE_STEPS.at(-1)).toBe(MAX_IMAGE_SIDE);
  IMAGE_SIDE_STEPS.slice(1).forEach((step, i) => {
    expect(step).toBeGreaterThan(IMAGE_SIDE_STEPS[i]!);
    if (IMAGE_SIDE_STEPS[i]! >= 128) expect(step / IMAGE_SIDE_STEPS[i]!).toBeLessThanOrEqual(1.34);
  });
});

test('the presets and the blur placeholder are already on the steps', () => {
  for (const preset of Object.values(IMAGE_PRESETS)) expect(snapImageModifiers(preset)).toEqual(preset);
  expect(snapImageModifiers({ width: 10, height: 10 })).toEqual({ width: 10, height: 10 });
});

test.prop([side])('a side snaps up to the nearest step, and floors down to one', (n) => {
  const up = snapImageSide(n);
  expect(IMAGE_SIDE_STEPS).toContain(up);
  expect(up).toBeGreaterThanOrEqual(n);
  expect(IMAGE_SIDE_STEPS.filter((step) => step >= n && step < up)).toEqual([]);
  expect(snapImageSide(up)).toBe(up);
  const down = floorImageSide(n);
  expect(IMAGE_SIDE_STEPS).toContain(down);
  if (n >= IMAGE_SIDE_STEPS[0]!) expect(down).toBeLessThanOrEqual(n);
});

test.prop([side, side])(
  'both sides: the longer one on a step, the shorter keeps the proportions, none past the largest side',
  (width, height) => {
    const snapped = snapImageModifiers({ width, height, fit: 'cover' });
    const longer = Math.max(snapped.width!, snapped.height!);
    expect(longer).toBe(snapImageSide(Math.max(width, height)));
    expect(Math.min(snapped.width!, snapped.height!)).toBeGreaterThanOrEqual(1);
    expect(longer).toBeLessThanOrEqual(MAX_IMAGE_SIDE);
    // Proportions within the rounding of the shorter side.
    expect(Math.abs(snapped.width! * height - snapped.height! * width)).toBeLessThanOrEqual(Math.max(width, height));
    expect(snapped.fit).toBe('cover');
  },
);

test.prop([fc.constantFrom('width' as const, 'height' as const), side])('one side alone snaps up, the other stays unset', (key, n) => {
  expect(snapImageModifiers({ [key]: n, quality: 70 })).toEqual({ [key]: snapImageSide(n), quality: 70 });
});
