/**
 * The zod field for a section type id, shared by the store API's theme-save payload and the editor
 * frame's protocol: both accept exactly the ids of the one list (section-types.ts), so the server and
 * the client cannot disagree on which types exist.
 */
import { z } from 'zod';
import { isSectionTypeId, LAST_SECTION_TYPE_ID } from './section-types';

export const sectionTypeIdField = z
  .number()
  .int()
  // A plain boolean, not a type guard: the payload keeps a number, as the readers downstream expect.
  .refine((type): boolean => isSectionTypeId(type), { message: `section_type_id must be a section type (1-${LAST_SECTION_TYPE_ID})` });
