/**
 * The editor's picture edits (decision 89): add an uploaded picture, move one, remove one. A variant
 * that showed a removed picture shows the product's pictures again, as the store API would make it.
 */
import type { ProductPicture } from '../../application/ports/owner-products-api.port';
import type { ProductValues } from './product-draft';

export function addPicture(values: ProductValues, image: string, alt: string): ProductValues {
  if (values.images.some((picture) => picture.imageFile === image)) return values;
  return { ...values, images: [...values.images, { imageFile: image, thumbnailFile: image, alt }] };
}

export function movePicture(values: ProductValues, from: number, to: number): ProductValues {
  if (from === to || to < 0 || to >= values.images.length || !values.images[from]) return values;
  const images = [...values.images];
  const [moved] = images.splice(from, 1);
  images.splice(to, 0, moved!);
  return { ...values, images };
}

export function removePicture(values: ProductValues, index: number): ProductValues {
  const removed = values.images[index];
  if (!removed) return values;
  return {
    ...values,
    images: values.images.filter((_, i) => i !== index),
    variants: values.variants.map((row) => (row.imageFile === removed.imageFile ? { ...row, imageFile: null } : row)),
  };
}

export const changeAlt = (values: ProductValues, index: number, alt: string): ProductValues => ({
  ...values,
  images: values.images.map((picture, i): ProductPicture => (i === index ? { ...picture, alt } : picture)),
});

/** How a picture is named to the owner: its place, then what it shows. */
export const pictureName = (picture: ProductPicture, index: number) =>
  `Picture ${index + 1}${picture.alt.trim() ? `: ${picture.alt.trim()}` : ''}`;
