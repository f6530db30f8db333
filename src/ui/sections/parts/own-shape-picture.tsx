/**
 * A section's picture beside its text, in the picture's own shape (the content and about sections):
 * its box is reserved from the size its name states (media-size.ts), so nothing below it moves when
 * it loads; a name that states none gets a 4:3 box until the picture says otherwise.
 */
import { heightInOwnShape } from '../../../domain/media/media-size';
import { SmartImage } from './smart-image';

const WIDTH = 800;
const GUESSED_HEIGHT = 600;

export function OwnShapePicture({ path, alt, staticCDN }: { path: string; alt: string; staticCDN: string }) {
  return (
    <SmartImage
      path={path}
      staticCDN={staticCDN}
      alt={alt}
      width={WIDTH}
      height={heightInOwnShape(path, WIDTH, GUESSED_HEIGHT)}
      className="w-full rounded-[inherit] object-cover"
    />
  );
}
