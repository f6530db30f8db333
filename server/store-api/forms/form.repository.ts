/**
 * Form submissions of a store: finding the forms section a submission names (in any of the store's
 * themes or custom pages, so a form on a custom page or a previewed theme works too), storing
 * submissions with their files, and reading one back by its receipt.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { StoredField, StoredSubmission, FormReceipt, FormSource } from '../../../src/domain/forms/form-submission';
import type { CleanField } from '../../../src/domain/forms/validate-form';
import type { Section } from '../../../src/domain/sections/section';
import { everySectionList, parseSections, parseThemeDocument } from '../../../src/domain/theme/theme-document';
import type { Db } from '../platform/database/client';
import { formFiles, formSubmissions } from './forms.tables';
import { pages } from '../catalog/catalog.tables';
import { themes } from '../platform/platform.tables';

function parseJsonSections(json: string): Section[] {
  try {
    return parseSections(JSON.parse(json));
  } catch {
    return [];
  }
}

export class FormRepository {
  constructor(private readonly deps: { db: Db }) {}

  /** The store's section with this temp_id; rows are pre-filtered in SQL so only candidates are parsed. */
  async findSection(storeId: number, tempId: string): Promise<Section | null> {
    const { db } = this.deps;
    const themeRows = await db
      .select({ data: themes.themeData })
      .from(themes)
      .where(and(eq(themes.storeId, storeId), sql`strpos(${themes.themeData}, ${tempId}) > 0`));
    for (const row of themeRows) {
      const found = everySectionList(parseThemeDocument(row.data))
        .flatMap(([, sections]) => sections)
        .find((section) => section.temp_id === tempId);
      if (found) return found;
    }
    const pageRows = await db
      .select({ sections: pages.sections })
      .from(pages)
      .where(and(eq(pages.storeId, storeId), eq(pages.isPublished, true), sql`strpos(${pages.sections}, ${tempId}) > 0`));
    for (const row of pageRows) {
      const found = parseJsonSections(row.sections).find((section) => section.temp_id === tempId);
      if (found) return found;
    }
    return null;
  }

  async store(
    storeId: number,
    submission: { source: FormSource; sectionId: string | null; pagePath: string; fields: CleanField[] },
    /** What else the submission's transaction holds (the owner's notice, queued with it). */
    withIt?: (tx: Db) => Promise<void>,
  ): Promise<FormReceipt> {
    const receipt = randomBytes(18).toString('base64url');
    const fields: StoredField[] = submission.fields.map((field) => ({
      fieldName: field.fieldName,
      value: field.value,
      ...(field.file ? { file: { name: field.file.name, type: field.file.type, size: field.file.size } } : {}),
    }));
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(formSubmissions)
        .values({ storeId, source: submission.source, sectionId: submission.sectionId, pagePath: submission.pagePath, fields, receipt })
        .returning({ id: formSubmissions.id });
      if (!row) throw new Error('form submission was not stored');
      const files = submission.fields.flatMap((field) => (field.file ? [{ field: field.fieldName, file: field.file }] : []));
      if (files.length > 0) {
        await tx.insert(formFiles).values(
          files.map(({ field, file }) => ({
            submissionId: row.id,
            storeId,
            fieldName: field,
            fileName: file.name,
            contentType: file.type,
            size: file.size,
            dataBase64: file.base64,
          })),
        );
      }
      await withIt?.(tx);
      return { submissionID: row.id, receipt };
    });
  }

  async byReceipt(storeId: number, receipt: string): Promise<StoredSubmission | null> {
    const [row] = await this.deps.db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.storeId, storeId), eq(formSubmissions.receipt, receipt)))
      .limit(1);
    if (!row) return null;
    return {
      submissionID: row.id,
      source: row.source as FormSource,
      sectionId: row.sectionId,
      pagePath: row.pagePath,
      fields: row.fields,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
