/**
 * GET /Web/GetWebInfo's answer read as the domain's WebInfo (spec section 3's names, which the
 * domain keeps), or null when the API sent no store. The compiler holds the answer schema
 * (web-answers.contract.ts) to WebInfo; zod stays off the browser.
 */
import type { z } from 'zod';
import type { WebInfo } from '../domain/store/web-info';
import type { webInfoAnswer } from './web-answers.contract';

export const webInfoFromWire = (wire: z.output<typeof webInfoAnswer> | null): WebInfo | null => wire;
