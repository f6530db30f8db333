/**
 * The token refresh call (POST /Auth/refresh, spec section 7). The wire names are the spec's own
 * camelCase here, so no mapper is needed.
 */
import { z } from 'zod';

export const refreshBody = z.object({
  accessToken: z.string().max(4096).optional(),
  refreshToken: z.string().min(1, 'refreshToken is required').max(4096),
});
