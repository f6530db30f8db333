/**
 * Magnifier lens (inner_zoom_circle): a round lens shows the picture at scale 5 under the pointer.
 * Hover moves it on wide screens; below 768 px (drag mode) it appears where a finger presses and
 * follows the drag. + and - keys or the wheel resize it in steps of 10 within width/12 and
 * width/1.5. From the keyboard, focus shows it in the middle and arrow keys move it.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  clampMagnifier,
  isDragMode,
  lensView,
  MAGNIFIER,
  resizeMagnifier,
  ZOOM_TRANSITION_MS,
  type Point,
} from '../../../../domain/media/image-zoom';
import type { ZoomProps } from './zoom-props';

const KEY_STEP = { ArrowLeft: [-20, 0], ArrowRight: [20, 0], ArrowUp: [0, -20], ArrowDown: [0, 20] } as const;

export function MagnifierLens({
  src,
  alt,
  fallbackSrc,
  scale,
  initialSize = MAGNIFIER.defaultSize,
}: ZoomProps & { scale: number; initialSize?: number | undefined }) {
  const frame = useRef<HTMLDivElement>(null);
  const [pointer, setPointer] = useState<Point | null>(null);
  const [size, setSize] = useState(initialSize);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const { width, height } = box;
  const [failed, setFailed] = useState(false);
  const shown = failed ? fallbackSrc : src;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The wheel resizes the lens instead of scrolling the page; React's wheel listener is passive.
    const onWheel = (event: WheelEvent) => {
      if (!element.dataset.lens) return;
      event.preventDefault();
      setSize((s) => resizeMagnifier(s, event.deltaY < 0 ? 1 : -1, element.clientWidth));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      element.removeEventListener('wheel', onWheel);
    };
  }, []);

  const at = (event: PointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const dragMode = () => isDragMode(window.innerWidth);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const centre = { x: width / 2, y: height / 2 };
    if (event.key === '+' || event.key === '=' || event.key === '-') {
      event.preventDefault();
      setSize((s) => resizeMagnifier(s, event.key === '-' ? -1 : 1, width));
      setPointer((p) => p ?? centre);
      return;
    }
    if (event.key === 'Escape') return setPointer(null);
    const move = KEY_STEP[event.key as keyof typeof KEY_STEP];
    if (!move || !pointer) return;
    event.preventDefault();
    event.stopPropagation();
    setPointer({ x: Math.min(width, Math.max(0, pointer.x + move[0])), y: Math.min(height, Math.max(0, pointer.y + move[1])) });
  };

  const lensSize = clampMagnifier(size, width);
  const view = pointer && width > 0 ? lensView(pointer, box, lensSize, scale) : null;
  return (
    <div
      ref={frame}
      tabIndex={0}
      role="img"
      data-lens={view ? 'on' : undefined}
      aria-label={`${alt}. Magnifier: arrow keys move it, plus and minus change its size, Escape hides it.`}
      className="relative size-full cursor-crosshair overflow-hidden"
      style={{ touchAction: dragMode() && pointer ? 'none' : 'pan-y' }}
      onPointerMove={(event) => {
        if (!dragMode() || event.buttons > 0) setPointer(at(event));
      }}
      onPointerDown={(event) => {
        if (dragMode()) {
          event.currentTarget.setPointerCapture(event.pointerId);
          setPointer(at(event));
        }
      }}
      onPointerUp={() => {
        if (dragMode()) setPointer(null);
      }}
      onPointerLeave={() => {
        if (!dragMode()) setPointer(null);
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget && event.currentTarget.matches(':focus-visible'))
          setPointer({ x: width / 2, y: height / 2 });
      }}
      onBlur={() => setPointer(null)}
      onKeyDown={onKeyDown}
    >
      <img
        src={shown}
        alt=""
        width={800}
        height={800}
        draggable={false}
        onError={() => setFailed(true)}
        className="size-full select-none object-contain"
      />
      {view && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute rounded-full border-2 border-white shadow-[0_0_0_1px_rgba(0,0,0,.25),0_8px_24px_rgba(0,0,0,.25)]"
          style={{
            width: lensSize,
            height: lensSize,
            left: view.center.x - lensSize / 2,
            top: view.center.y - lensSize / 2,
            backgroundImage: `url("${shown.replace(/"/g, '%22')}")`,
            backgroundRepeat: 'no-repeat',
            backgroundSize: `${view.backgroundSize.width}px ${view.backgroundSize.height}px`,
            backgroundPosition: `${view.backgroundPosition.x}px ${view.backgroundPosition.y}px`,
            transition: `width ${ZOOM_TRANSITION_MS}ms, height ${ZOOM_TRANSITION_MS}ms`,
          }}
        />
      )}
    </div>
  );
}
