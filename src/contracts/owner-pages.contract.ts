/**
 * The studio's custom-page calls (decision 35): POST /Pages/Create, /Pages/Update and /Pages/Delete
 * (GET /Pages/List needs no payload). The slug's form is the domain's rule (custom-page-rules.ts);
 * the store checks it is free. A 400 names the field.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import {
  PAGE_META_DESCRIPTION_MAX,
  PAGE_META_TITLE_MAX,
  PAGE_TITLE_MAX,
  slugProblem,
  type CustomPage,
} from '../domain/pages/custom-page-rules';
import { recordId, storedText } from './input-fields.contract';

// Kept text refuses control characters, as every stored field does (storedText).
const text = (field: string, max: number) => storedText(field, max, { trim: true });

const pageFields = {
  Title: text('Title', PAGE_TITLE_MAX).min(1, 'Title is required'),
  Slug: z
    .string({ error: 'Slug must be text' })
    .trim()
    .toLowerCase()
    .superRefine((value, ctx) => {
      const problem = slugProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  MetaTitle: text('MetaTitle', PAGE_META_TITLE_MAX).default(''),
  MetaDescription: text('MetaDescription', PAGE_META_DESCRIPTION_MAX).default(''),
};

export const createPageBody = z.strictObject(pageFields);
export const updatePageBody = z.strictObject({ PageID: recordId('PageID'), ...pageFields });
export const deletePageBody = z.strictObject({ PageID: recordId('PageID') });

export type PageFieldsInput = z.output<typeof createPageBody>;

const pageAnswer = answerOf<{ page: CustomPage }>();

/** The studio's custom pages (docs/editor.md), owner token only. */
export const PAGE_CALLS = {
  listPages: defineCall({
    method: 'GET',
    path: '/Pages/List',
    auth: 'owner',
    permission: 'theme.manage',
    answer: answerOf<{ pages: CustomPage[] }>(),
  }),
  createPage: defineCall({
    method: 'POST',
    path: '/Pages/Create',
    auth: 'owner',
    permission: 'theme.manage',
    request: createPageBody,
    answer: pageAnswer,
  }),
  updatePage: defineCall({
    method: 'POST',
    path: '/Pages/Update',
    auth: 'owner',
    permission: 'theme.manage',
    request: updatePageBody,
    answer: pageAnswer,
  }),
  deletePage: defineCall({
    method: 'POST',
    path: '/Pages/Delete',
    auth: 'owner',
    permission: 'theme.manage',
    request: deletePageBody,
    answer: answerOf<{ pageID: number }>(),
  }),
};
