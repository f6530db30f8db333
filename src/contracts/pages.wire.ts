/**
 * The page calls' answers (/Page/Resolve, /Page/GetCustomPage, /Catalog/GetCollections) in the
 * domain's words: a resolved page keeps the spec's site-data names (page_type_id, item_id), which
 * the domain speaks too; a custom page is its sections' JSON text. The compiler holds each answer
 * schema (pages-answers.contract.ts) to the domain type; zod stays off the browser.
 */
import type { z } from 'zod';
import type { ResolvedPage } from '../domain/catalog/resolved-page';
import type { collectionsAnswer, customPageAnswer, resolvedPageAnswer } from './pages-answers.contract';

export type CollectionsWire = z.output<typeof collectionsAnswer>;

export const resolvedPageFromWire = (wire: z.output<typeof resolvedPageAnswer>): ResolvedPage => wire;
export const customPageSectionsFromWire = (wire: z.output<typeof customPageAnswer>): string => wire.sections;
export const collectionsFromWire = (wire: CollectionsWire): CollectionsWire => wire;
