/**
 * The media upload the Products area's picture fields use (MediaUploadContext): the studio's own upload
 * call, so a product's, category's or brand's picture passes the same checks as every picture of the store.
 */
import { useMemo } from 'react';
import type { ProductsApi } from '../../application/ports/owner-products-api.port';
import type { UploadPicture } from '../media-upload-field';

export function useProductsUpload(api: Pick<ProductsApi, 'uploadPicture'>): UploadPicture {
  return useMemo<UploadPicture>(
    () => async (input) => {
      const result = await api.uploadPicture(input);
      return result.ok ? { ok: true, ...result.value } : { ok: false, message: result.message };
    },
    [api],
  );
}
