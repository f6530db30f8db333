/**
 * The message protocol between the editor frame (/editor, /preview) and its parent page (the Theme
 * Studio), spec section 2. Every message travels in a versioned envelope and is checked against the
 * schema of its type; anything else is ignored by the receiver (and logged), never half-applied.
 */
import { z } from 'zod';

export const FRAME_PROTOCOL = 'webx-editor';
export const FRAME_PROTOCOL_VERSION = 1;

/** Limits keep a hostile or buggy sender from making the receiver do unbounded work. */
const tempId = z.string().min(1).max(100);
const css = z.string().max(200_000);
const record = z.record(z.string(), z.unknown());

const sectionShape = z.object({
  temp_id: tempId,
  section_type_id: z.number().int().min(1).max(22),
  is_hidden: z.boolean().optional(),
  style: record.optional(),
  content: record.optional(),
});

/** Parent -> frame. */
export const toFrameSchemas = {
  SET_COMPONENT: z.object({
    data: z.array(sectionShape).max(500),
    meta: z.object({ pageTypeID: z.string().max(4) }),
  }),
  SET_SETTINGS: z.object({ settings: record }),
  FOCUS_COMPONENT: z.object({ temp_id: tempId }),
  GET_SECTION_CLASSES: z.object({ selector: z.string().min(1).max(200) }),
  SET_CREATOR_THEME_CSS: z.object({ css }),
  /**
   * The frame's read-only catalogue token (the studio's Theme/PreviewAccess): the frame keeps it in
   * memory and reads catalogue sections with it, so the preview needs no third-party cookie.
   */
  SET_PREVIEW_ACCESS: z.object({ token: z.string().min(20).max(2_000).regex(/^[A-Za-z0-9_.-]+$/) }),
} as const;

/** Frame -> parent. */
export const toParentSchemas = {
  IFRAME_LOADED: z.object({ pathname: z.string().max(200) }),
  SECTION_CLASSES: z.object({ temp_id: tempId.nullable(), classes: z.array(z.string().max(200)).max(200) }),
  COMPONENT_EVENT: z.object({ temp_id: tempId, event: z.enum(['select']) }),
} as const;

type Payloads<S extends Record<string, z.ZodType>> = { [K in keyof S]: { type: K; payload: z.output<S[K]> } }[keyof S];

export type ToFrameMessage = Payloads<typeof toFrameSchemas>;
export type ToParentMessage = Payloads<typeof toParentSchemas>;

export interface FrameEnvelope<M> {
  protocol: typeof FRAME_PROTOCOL;
  version: typeof FRAME_PROTOCOL_VERSION;
  type: M extends { type: infer T } ? T : never;
  payload: M extends { payload: infer P } ? P : never;
}

export function envelope<M extends ToFrameMessage | ToParentMessage>(message: M): FrameEnvelope<M> {
  return { protocol: FRAME_PROTOCOL, version: FRAME_PROTOCOL_VERSION, type: message.type, payload: message.payload } as FrameEnvelope<M>;
}

export type ParseResult<M> = { ok: true; message: M } | { ok: false; reason: string };

const envelopeSchema = z.object({
  protocol: z.literal(FRAME_PROTOCOL),
  version: z.literal(FRAME_PROTOCOL_VERSION),
  type: z.string().max(40),
  payload: z.unknown(),
});

function parseWith<M>(schemas: Record<string, z.ZodType>, raw: unknown): ParseResult<M> {
  const outer = envelopeSchema.safeParse(raw);
  if (!outer.success) return { ok: false, reason: 'not a webx-editor v1 envelope' };
  const schema = Object.hasOwn(schemas, outer.data.type) ? schemas[outer.data.type] : undefined;
  if (!schema) return { ok: false, reason: `unknown message type ${outer.data.type}` };
  const payload = schema.safeParse(outer.data.payload);
  if (!payload.success) return { ok: false, reason: `malformed ${outer.data.type}: ${payload.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}` };
  return { ok: true, message: { type: outer.data.type, payload: payload.data } as M };
}

export const parseToFrame = (raw: unknown) => parseWith<ToFrameMessage>(toFrameSchemas, raw);
export const parseToParent = (raw: unknown) => parseWith<ToParentMessage>(toParentSchemas, raw);

/** pageTypeID '1' is the home page (spec page-type enumeration), the only page whose sections the frame shows. */
export const HOME_PAGE_TYPE_ID = '1';
