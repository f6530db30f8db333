/**
 * The message protocol between the editor frame (/editor, /preview) and its parent page (the Theme
 * Studio), spec section 2. Every message travels in a versioned envelope and is checked against the
 * schema of its type; anything else is ignored by the receiver (and logged), never half-applied.
 */
import { z } from 'zod';
import { sectionTypeIdField } from '../sections/section-type-field';

export const FRAME_PROTOCOL = 'webx-editor';
export const FRAME_PROTOCOL_VERSION = 1;

/** Limits keep a hostile or buggy sender from making the receiver do unbounded work. */
const tempId = z.string().min(1).max(100);
const css = z.string().max(200_000);
const record = z.record(z.string(), z.unknown());
/**
 * A block of a section (decision 39): its index in the section's block list, as the studio lists it and
 * the frame marks its element (`data-block-index`). Optional: without it a message means the section.
 */
const blockIndex = z.number().int().nonnegative().max(500);

const sectionShape = z.object({
  temp_id: tempId,
  section_type_id: sectionTypeIdField,
  is_hidden: z.boolean().optional(),
  style: record.optional(),
  content: record.optional(),
});

/** Which page a frame shows: its page type, and pageID for a custom page (decision 35). */
const pageShape = z.object({ pageTypeID: z.string().max(4), pageID: z.number().int().positive().optional() });

/** Parent -> frame. */
export const toFrameSchemas = {
  SET_COMPONENT: z.object({
    data: z.array(sectionShape).max(500),
    // pageID names a custom page, mainIndex where a template's built-in body sits (decision 35).
    meta: pageShape.extend({ mainIndex: z.number().int().nonnegative().max(500).optional() }),
  }),
  SET_SETTINGS: z.object({ settings: record }),
  FOCUS_COMPONENT: z.object({ temp_id: tempId, block: blockIndex.optional() }),
  GET_SECTION_CLASSES: z.object({ selector: z.string().min(1).max(200) }),
  SET_CREATOR_THEME_CSS: z.object({ css }),
  /**
   * The frame's read-only catalogue token (the studio's Theme/PreviewAccess): the frame keeps it in
   * memory and reads catalogue sections with it, so the preview needs no third-party cookie.
   */
  SET_PREVIEW_ACCESS: z.object({
    token: z
      .string()
      .min(20)
      .max(2_000)
      .regex(/^[A-Za-z0-9_.-]+$/),
  }),
} as const;

/** Frame -> parent. */
export const toParentSchemas = {
  /**
   * `page`: the page this document shows, so the studio can tell a load of the page it chose from a
   * load of the page before (a browser may drop a frame's navigation started while its first page loads).
   */
  IFRAME_LOADED: z.object({ pathname: z.string().max(200), page: pageShape.optional() }),
  SECTION_CLASSES: z.object({ temp_id: tempId.nullable(), classes: z.array(z.string().max(200)).max(200) }),
  COMPONENT_EVENT: z.object({ temp_id: tempId, event: z.enum(['select']), block: blockIndex.optional() }),
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

/**
 * What the frame sends its parent: the envelope, with the payload's fields also beside the type, so a
 * parent built to the spec alone (reading `data.type`, `data.temp_id`, `data.classes`) understands it
 * as well as the studio does. The envelope's own keys win over a payload field of the same name.
 */
export function toParentWire(message: ToParentMessage): FrameEnvelope<ToParentMessage> & Record<string, unknown> {
  return { ...message.payload, ...envelope(message) };
}

export type ParseResult<M> = { ok: true; message: M } | { ok: false; reason: string };

const envelopeSchema = z.object({
  protocol: z.literal(FRAME_PROTOCOL),
  version: z.literal(FRAME_PROTOCOL_VERSION),
  type: z.string().max(40),
  payload: z.unknown(),
});

/**
 * The spec's own shapes (section 2), without the envelope: `{ type, payload }`, or the type beside its
 * fields (`{ type: 'FOCUS_COMPONENT', temp_id }`). A parent built to the spec alone sends these; the
 * frame takes them from an allowed parent as it takes envelopes (docs/editor.md), and checks them alike.
 */
const bareSchema = z.object({ type: z.string().max(40) }).passthrough();

function unwrap(raw: unknown, acceptBare: boolean): { type: string; payload: unknown } | null {
  const outer = envelopeSchema.safeParse(raw);
  if (outer.success) return outer.data;
  if (!acceptBare || (typeof raw === 'object' && raw !== null && 'protocol' in raw)) return null;
  const bare = bareSchema.safeParse(raw);
  if (!bare.success) return null;
  const { type, ...fields } = bare.data;
  const onlyPayload = Object.keys(fields).length === 1 && 'payload' in fields;
  return { type, payload: onlyPayload ? fields.payload : fields };
}

function parseWith<M>(schemas: Record<string, z.ZodType>, raw: unknown, acceptBare = false): ParseResult<M> {
  const outer = unwrap(raw, acceptBare);
  if (!outer)
    return { ok: false, reason: acceptBare ? 'not a webx-editor v1 envelope or a spec message' : 'not a webx-editor v1 envelope' };
  const schema = Object.hasOwn(schemas, outer.type) ? schemas[outer.type] : undefined;
  if (!schema) return { ok: false, reason: `unknown message type ${outer.type}` };
  const payload = schema.safeParse(outer.payload);
  if (!payload.success)
    return { ok: false, reason: `malformed ${outer.type}: ${payload.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')}` };
  return { ok: true, message: { type: outer.type, payload: payload.data } as M };
}

/** What the frame accepts: an envelope, or one of the spec's bare shapes. */
export const parseToFrame = (raw: unknown) => parseWith<ToFrameMessage>(toFrameSchemas, raw, true);
export const parseToParent = (raw: unknown) => parseWith<ToParentMessage>(toParentSchemas, raw);

/** pageTypeID '1' is the home page (spec page-type enumeration). */
export const HOME_PAGE_TYPE_ID = '1';
