/**
 * Click-to-zoom. Each click (or Enter/Space) steps the scale toward the zoom scale, then back to 1
 * (direction IN, then OUT). On wide screens the zoomed picture follows the pointer; below 768 px
 * (drag mode, no hover on touch screens) it is dragged instead. Arrow keys pan, Escape resets.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  clampPan,
  isDragMode,
  nextZoom,
  ZOOM_RESET,
  ZOOM_TRANSITION_MS,
  zoomOrigin,
  type Point,
  type ZoomState,
} from '../../../../domain/media/image-zoom';
import type { ZoomProps } from './zoom-props';

const CENTRE: Point = { x: 50, y: 50 };
const NO_PAN: Point = { x: 0, y: 0 };
/** A press that moves less than this is a click, not a drag. */
const DRAG_SLOP_PX = 6;
const KEY_STEP = { ArrowLeft: [-10, 0], ArrowRight: [10, 0], ArrowUp: [0, -10], ArrowDown: [0, 10] } as const;

export function ClickZoom({ src, alt, fallbackSrc, maxScale }: ZoomProps & { maxScale: number }) {
  const [zoom, setZoom] = useState<ZoomState>(ZOOM_RESET);
  const [origin, setOrigin] = useState<Point>(CENTRE);
  const [pan, setPan] = useState<Point>(NO_PAN);
  const [failed, setFailed] = useState(false);
  const press = useRef<{ start: Point; pan: Point; moved: boolean } | null>(null);

  const local = (event: PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { point: { x: event.clientX - box.left, y: event.clientY - box.top }, size: { width: box.width, height: box.height } };
  };

  const step = (at: Point | null) => {
    const next = nextZoom(zoom, maxScale);
    setZoom(next);
    if (at && !isDragMode(window.innerWidth)) setOrigin(at);
    if (next.scale === 1) setPan(NO_PAN);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    press.current = { start: { x: event.clientX, y: event.clientY }, pan, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const { point, size } = local(event);
    if (!isDragMode(window.innerWidth)) {
      if (zoom.scale > 1) setOrigin(zoomOrigin(point, size));
      return;
    }
    const held = press.current;
    if (!held || zoom.scale === 1) return;
    const delta = { x: event.clientX - held.start.x, y: event.clientY - held.start.y };
    if (Math.hypot(delta.x, delta.y) > DRAG_SLOP_PX) held.moved = true;
    setPan(clampPan({ x: held.pan.x + delta.x, y: held.pan.y + delta.y }, zoom.scale, size));
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const held = press.current;
    press.current = null;
    if (held?.moved) return;
    const { point, size } = local(event);
    step(zoomOrigin(point, size));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && zoom.scale > 1) {
      event.preventDefault();
      setZoom(ZOOM_RESET);
      setPan(NO_PAN);
      return;
    }
    const move = KEY_STEP[event.key as keyof typeof KEY_STEP];
    if (!move || zoom.scale === 1) return;
    event.preventDefault();
    event.stopPropagation();
    setOrigin((o) => zoomOrigin({ x: o.x + move[0], y: o.y + move[1] }, { width: 100, height: 100 }));
  };

  const zoomed = zoom.scale > 1;
  return (
    <button
      type="button"
      className={`relative block size-full overflow-hidden ${zoom.direction === 'IN' ? 'cursor-zoom-in' : 'cursor-zoom-out'}`}
      aria-label={`${zoom.direction === 'IN' ? 'Zoom in' : 'Zoom out'}: ${alt}`}
      style={{ touchAction: zoomed ? 'none' : 'manipulation' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        press.current = null;
      }}
      onClick={(event) => {
        if (event.detail === 0) step(null);
      }}
      onKeyDown={onKeyDown}
    >
      <img
        src={failed ? fallbackSrc : src}
        alt=""
        width={800}
        height={800}
        draggable={false}
        onError={() => setFailed(true)}
        className="size-full select-none object-contain"
        style={{
          transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom.scale})`,
          transformOrigin: `${origin.x}% ${origin.y}%`,
          transition: `transform ${ZOOM_TRANSITION_MS}ms ease-out, transform-origin ${ZOOM_TRANSITION_MS}ms ease-out`,
        }}
      />
      {zoomed && (
        <span aria-hidden="true" className="badge absolute end-2 top-2 bg-black/70 text-white">
          {zoom.scale}×
        </span>
      )}
    </button>
  );
}
