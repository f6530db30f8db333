/** The page calls: flat-URL resolution (/Page/Resolve) and custom pages (/Page/GetCustomPage). */
import { z } from 'zod';
import { recordIdParam } from './input-fields.contract';

export const resolveQuery = z.object({ Slug: z.string().trim().toLowerCase().max(200, 'Slug is at most 200 characters') });

export const customPageQuery = z.object({ PageID: recordIdParam('PageID') });
