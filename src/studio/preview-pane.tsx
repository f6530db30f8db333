/**
 * The preview pane: the store's /editor page in a frame, at the chosen device width. A device wider
 * than the pane is scaled down to fit, so the owner sees the whole desktop layout; the frame keeps its
 * real width, so the store's breakpoints answer as on that device.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export const DEVICE_PRESETS = [
  { label: 'Mobile', width: 375 },
  { label: 'Tablet', width: 768 },
  { label: 'Desktop', width: 1280 },
] as const;

const PANE_PADDING = 24;

export function PreviewPane({ frame, src, width }: { frame: RefObject<HTMLIFrameElement | null>; src: string; width: number }) {
  const pane = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width, height: 600 });
  useEffect(() => {
    const element = pane.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, Math.max(0.2, (room.width - PANE_PADDING) / width));
  const height = Math.max(600, (room.height - PANE_PADDING) / scale);
  return (
    <div ref={pane} className="h-full overflow-auto bg-gray-100 p-3">
      <div className="mx-auto" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={frame}
          title="Store preview"
          src={src}
          className="block origin-top-left border border-gray-300 bg-white shadow-sm"
          style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
        />
      </div>
      {scale < 1 && (
        <p className="mt-2 text-center text-xs text-gray-600">
          Shown at {Math.round(scale * 100)}% of {width} px
        </p>
      )}
    </div>
  );
}

export function DevicePicker({ width, onChange }: { width: number; onChange: (width: number) => void }) {
  return (
    <div role="group" aria-label="Preview width" className="flex gap-1">
      {DEVICE_PRESETS.map((device) => (
        <button
          key={device.width}
          type="button"
          aria-pressed={width === device.width}
          onClick={() => onChange(device.width)}
          title={`${device.label} ${device.width} px`}
          className="rounded border border-gray-300 px-2 py-1 text-xs aria-pressed:bg-gray-900 aria-pressed:text-white"
        >
          {/* On laptop widths the width alone is shown (the name stays for screen readers), so the bar keeps one row. */}
          <span className="max-2xl:sr-only">{device.label} </span>
          <span className="2xl:opacity-70">{device.width}</span>
        </button>
      ))}
    </div>
  );
}
