/**
 * The Theme Studio's payloads (/Theme/*): the theme document an owner saves, a version to restore,
 * a picture to upload and the link picker's query. The document is checked before it is stored:
 * settings are snake_case names with plain values (the compiler still validates each value it
 * uses), and sections need a listed type (section-types.ts, the same field the editor frame's
 * protocol accepts) and a unique temp_id. Owner HTML is sanitised by the server before the draft
 * is written. The studio types its requests by these schemas (studio-api's theme.wire.ts), and
 * THEME_CALLS declares each call (docs/decisions.md 79).
 */
import { z } from 'zod';
import type { ThemeDocument } from '../domain/theme/theme-document';
import { answerOf, defineCall } from './define-call';
import { MAX_UPLOAD_BYTES } from '../domain/media/image-sniff';
import { INT4_MAX } from '../domain/validation/record-id';
import { sectionTypeIdField } from '../domain/sections/section-type-field';
import { COLOR_SCHEME_IDS, isColorSchemeId, SECTION_SCHEME_FIELD } from '../domain/theme/scheme-ids';
import { recordId, storedText } from './input-fields.contract';
import { GROUP_NAMES, PAGE_ID_KEY, TEMPLATE_NAMES } from '../domain/theme/theme-pages';

/** Setting names are snake_case (theme settings, and storefront options such as zoom_style). */
const SETTING_NAME = /^[a-z][a-z0-9_]{0,60}$/;
const settingValue = z.union([z.string().max(100_000), z.number().finite(), z.boolean()]);

export const themeSettingsPayload = z.record(z.string(), settingValue).superRefine((settings, ctx) => {
  const keys = Object.keys(settings);
  if (keys.length > 400) ctx.addIssue({ code: 'custom', path: [], message: 'At most 400 settings' });
  for (const key of keys) {
    if (!SETTING_NAME.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is not a setting name` });
  }
});

/** A section's colour scheme is one the theme has, or none ('' or absent: the page's colours). */
const sectionStyle = z.record(z.string().max(60), z.unknown()).superRefine((style, ctx) => {
  const scheme = style[SECTION_SCHEME_FIELD];
  if (scheme === undefined || scheme === '' || isColorSchemeId(scheme)) return;
  ctx.addIssue({
    code: 'custom',
    path: [SECTION_SCHEME_FIELD],
    message: `${SECTION_SCHEME_FIELD} must be one of ${COLOR_SCHEME_IDS.join(', ')}, or empty for the page's colours`,
  });
});

export const sectionPayload = z.object({
  temp_id: z.string().min(1, 'temp_id is required').max(100),
  section_type_id: sectionTypeIdField,
  is_hidden: z.boolean().default(false),
  style: sectionStyle.default({}),
  content: z.record(z.string().max(60), z.unknown()).default({}),
});

const sectionList = z.array(sectionPayload).max(300, 'At most 300 sections');

/** A template's sections and where its built-in body sits among them (0 = above all of them). */
const templatePayload = z
  .object({
    sections: sectionList,
    main_index: z.number().int().nonnegative().max(300),
  })
  .refine((template) => template.main_index <= template.sections.length, {
    path: ['main_index'],
    message: 'main_index is past the last section',
  })
  .default({ sections: [], main_index: 0 });
const noTemplate = () => ({ sections: [], main_index: 0 });

export const themeDocumentPayload = z
  .object({
    settings: themeSettingsPayload.default({}),
    sections: sectionList,
    /** Every page of the theme (decision 35): header and footer groups, the product, listing, cart and maintenance templates, custom pages by id. */
    groups: z.object({ header: sectionList.default([]), footer: sectionList.default([]) }).optional(),
    // A theme saved before a template existed has none of it: each template defaults to empty on its own.
    templates: z
      .object({
        product: templatePayload.default(noTemplate),
        listing: templatePayload.default(noTemplate),
        cart: templatePayload.default(noTemplate),
        maintenance: templatePayload.default(noTemplate),
      })
      .default(() => ({ product: noTemplate(), listing: noTemplate(), cart: noTemplate(), maintenance: noTemplate() })),
    pages: z
      .record(z.string().regex(PAGE_ID_KEY, 'a page key is the page id'), sectionList)
      .refine((pages) => Object.keys(pages).length <= 200, 'At most 200 custom pages')
      .default({}),
    theme_css: z.string().max(200_000).default(''),
    creator_theme_css: z.string().max(200_000).default(''),
    csx: z.string().max(200_000).default(''),
  })
  .superRefine((doc, ctx) => {
    // temp_ids are unique across the whole theme: the frame, the studio and form posts address a section by it.
    const seen = new Set<string>();
    const check = (sections: Array<{ temp_id: string }>, path: Array<string | number>) =>
      sections.forEach((section, index) => {
        if (seen.has(section.temp_id))
          ctx.addIssue({ code: 'custom', path: [...path, index, 'temp_id'], message: `Duplicate temp_id ${section.temp_id}` });
        seen.add(section.temp_id);
      });
    check(doc.sections, ['sections']);
    if (doc.groups) for (const name of GROUP_NAMES) check(doc.groups[name], ['groups', name]);
    for (const name of TEMPLATE_NAMES) check(doc.templates[name].sections, ['templates', name, 'sections']);
    for (const [id, sections] of Object.entries(doc.pages)) check(sections, ['pages', id]);
  });

export const saveDraftBody = z.object({
  ThemeData: themeDocumentPayload,
  /** The draft revision the studio last saw; a newer one on the server answers 409. */
  Revision: z.number().int().nonnegative().max(INT4_MAX).optional(),
});

export const restoreBody = z.object({ VersionID: recordId('VersionID') });

export type ThemeDocumentPayload = z.output<typeof themeDocumentPayload>;

export type ThemeDocumentWire = z.input<typeof themeDocumentPayload>;

/** POST /Theme/UploadMedia: a picture for the media library, with the alt text shoppers who cannot see it hear. */
export const uploadMediaBody = z.object({
  FileName: storedText('FileName', 200, { trim: true }).refine((v) => v.length > 0, 'FileName is required'),
  Base64: z
    .string({ error: 'Base64 is required' })
    .min(1, 'Base64 is required')
    .max(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 4, `Base64 is too large: pictures may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Base64 must be the file in base64'),
  Alt: storedText('Alt', 200, { trim: true }).refine(
    (v) => v.length > 0,
    'Alt is required: describe the picture for shoppers who cannot see it',
  ),
});

/** GET /Theme/LinkTargets: the owner's categories (1), product groups (2), products (3) or pages (4) named like Search. */
export const linkTargetsQuery = z.object({
  Type: z.coerce.number({ error: 'Type must be 1 (category), 2 (product group), 3 (product) or 4 (page)' }).int().min(1).max(4),
  Search: storedText('Search', 100, { trim: true }).default(''),
});

/** The draft as the studio edits it (GetDraft, RestoreVersion). */
export interface StudioDraftWire {
  themeID: number;
  name: string;
  themeData: ThemeDocument;
  /** The theme's own stylesheet. */
  themeCSS: string;
  revision: number;
  savedAt: string | null;
  hasUnpublishedChanges: boolean;
  previewKey: string;
}

export interface ThemeVersionWire {
  versionID: number;
  publishedAt: string;
  publishedBy?: string;
  note?: string;
}

/** The upload's JSON carries the picture in base64: up to 5 MB of body (Fastify's default is 1 MB). */
const UPLOAD_BODY_LIMIT = 5 * 1024 * 1024;

/** The Theme Studio's calls, every one the store's owner's. */
export const THEME_CALLS = {
  getDraft: defineCall({
    method: 'GET',
    path: '/Theme/GetDraft',
    auth: 'owner',
    permission: 'theme.manage',
    answer: answerOf<StudioDraftWire>(),
  }),
  saveDraft: defineCall({
    method: 'POST',
    path: '/Theme/SaveDraft',
    auth: 'owner',
    permission: 'theme.manage',
    request: saveDraftBody,
    bodyRequired: true,
    answer: answerOf<{ revision: number; savedAt: string; themeData: unknown }>(),
  }),
  publish: defineCall({
    method: 'POST',
    path: '/Theme/Publish',
    auth: 'owner',
    permission: 'theme.manage',
    answer: answerOf<ThemeVersionWire>(),
  }),
  listVersions: defineCall({
    method: 'GET',
    path: '/Theme/ListVersions',
    auth: 'owner',
    permission: 'theme.manage',
    answer: answerOf<{ versions: ThemeVersionWire[] }>(),
  }),
  restoreVersion: defineCall({
    method: 'POST',
    path: '/Theme/RestoreVersion',
    auth: 'owner',
    permission: 'theme.manage',
    request: restoreBody,
    bodyRequired: true,
    answer: answerOf<StudioDraftWire>(),
  }),
  revokePreviewLinks: defineCall({
    method: 'POST',
    path: '/Theme/RevokePreviewLinks',
    auth: 'owner',
    permission: 'theme.manage',
    answer: answerOf<{ previewKey: string }>(),
  }),
  previewAccess: defineCall({
    method: 'POST',
    path: '/Theme/PreviewAccess',
    auth: 'owner',
    permission: 'theme.manage',
    answer: answerOf<{ token: string; expiresInSeconds: number }>(),
  }),
  media: defineCall({
    method: 'GET',
    path: '/Theme/Media',
    auth: 'owner',
    permission: 'theme.manage',
    answer: answerOf<{ images: string[] }>(),
  }),
  uploadMedia: defineCall({
    method: 'POST',
    path: '/Theme/UploadMedia',
    auth: 'owner',
    // Product and category pictures are uploaded through it too.
    permission: ['theme.manage', 'products.manage'],
    request: uploadMediaBody,
    bodyLimit: UPLOAD_BODY_LIMIT,
    answer: answerOf<{ image: string; alt: string }>(),
  }),
  linkTargets: defineCall({
    method: 'GET',
    path: '/Theme/LinkTargets',
    auth: 'owner',
    permission: 'theme.manage',
    request: linkTargetsQuery,
    answer: answerOf<{ targets: Array<{ name: string; slug: string }> }>(),
  }),
};
