/**
 * What every no-JavaScript form action shares (server/host/shopper-form-posts.ts renders them): the store
 * the post is for, closed as its pages are (maintenance or password: 303 to its gate), the posted
 * fields as text, and a store API refusal read as messages beside the fields.
 */
import { redirect } from 'react-router';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import { isStoreClosed } from '../../domain/store/maintenance';
import { servicesFrom } from '../app/services-holder';
import { requireStore, type StoreInfo } from '../app/store-loader';
import { maintenanceGate } from '../app/lazy-maintenance-gate';

export type FieldErrors = Record<string, string>;

/** What a form action answers when the page is shown again: the messages and what was typed. */
export interface FormReply {
  errors: FieldErrors;
  message: string;
  /** 'success' for a message that is no refusal (an account waiting for approval); errors otherwise. */
  tone?: 'success';
  values: Record<string, string>;
}

/** The services and store for a form post; a closed store sends the post to its gate (303, as the page would). */
export async function openStoreForPost(context: unknown, request: Request): Promise<{ services: StorefrontServices; store: StoreInfo }> {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  if (isStoreClosed(store)) {
    try {
      await maintenanceGate.use((enforce) => enforce(services, store, new URL(request.url).pathname));
    } catch (thrown) {
      if (thrown instanceof Response) throw redirect(thrown.headers.get('Location') ?? '/maintenance', 303);
      throw thrown;
    }
  }
  return { services, store };
}

/** The posted text of each field (a repeated field keeps its first value; a file is no text). */
export function postedText(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

/** A store API refusal as field messages (or one message when it names no field); null for anything else. */
export function refusalReply(error: unknown, values: Record<string, string>): { reply: FormReply; status: number } | null {
  if (!(error instanceof Error) || error.name !== 'StoreApiError') return null;
  const refusal = error as Error & { status: number; errors?: Array<{ field: string; message: string }> };
  const errors = Object.fromEntries((refusal.errors ?? []).map((e) => [e.field, e.message]));
  const message = Object.keys(errors).length > 0 ? '' : refusal.message;
  return { reply: { errors, message, values }, status: refusal.status >= 400 && refusal.status < 500 ? refusal.status : 503 };
}
