/** The preview pane: the store's /editor page in a frame, at the chosen device width. */
import type { RefObject } from 'react';

export const DEVICE_PRESETS = [
  { label: 'Mobile', width: 375 },
  { label: 'Tablet', width: 768 },
  { label: 'Desktop', width: 1280 },
] as const;

export function PreviewPane({ frame, src, width }: { frame: RefObject<HTMLIFrameElement | null>; src: string; width: number }) {
  return (
    <div className="h-full overflow-auto bg-gray-100 p-3">
      <iframe
        ref={frame}
        title="Store preview"
        src={src}
        className="mx-auto block h-full min-h-[600px] border border-gray-300 bg-white shadow-sm"
        style={{ width }}
      />
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
          className="rounded border border-gray-300 px-2 py-1 text-xs aria-pressed:bg-gray-900 aria-pressed:text-white"
        >
          {device.label} <span className="opacity-70">{device.width}</span>
        </button>
      ))}
    </div>
  );
}
