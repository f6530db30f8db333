/**
 * The zoom styles of spec section 2, loaded only after hydration and only when the theme asks
 * for zoom: `zoom` is click-to-zoom at scale 3, `inner_zoom_circle` a 350 px magnifier at scale 5.
 */
import { ZOOM_STYLES, type ZoomStyle } from '../../../../domain/media/image-zoom';
import { ClickZoom } from './click-zoom';
import { MagnifierLens } from './magnifier-lens';
import type { ZoomProps } from './zoom-props';

export function ImageZoom({ style, ...props }: ZoomProps & { style: Exclude<ZoomStyle, 'no_zoom'> }) {
  const { scale, lensSize } = ZOOM_STYLES[style];
  return style === 'inner_zoom_circle' ? (
    <MagnifierLens {...props} scale={scale} initialSize={lensSize ?? undefined} />
  ) : (
    <ClickZoom {...props} maxScale={scale} />
  );
}
