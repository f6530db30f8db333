/**
 * Creating a custom page, or changing one's title, address and SEO fields, or deleting it (docs/editor.md).
 * The slug follows the title until the owner types one; its form is checked as the store checks it
 * (custom-page-rules.ts), and the store's answer (a slug already in use) shows on the field.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactElement } from 'react';
import type { CustomPage, CustomPageFields, StudioResult } from '../application/ports/studio-api.port';
import {
  PAGE_META_DESCRIPTION_MAX,
  PAGE_META_TITLE_MAX,
  PAGE_TITLE_MAX,
  slugFromTitle,
  slugProblem,
} from '../domain/pages/custom-page-rules';
import { ConfirmAction } from './confirm-action';
import { Row } from './field-controls';

export interface PageFormDialogProps {
  trigger: ReactElement;
  /** The page to change; none to create one. */
  page?: CustomPage;
  onSave: (fields: CustomPageFields) => Promise<StudioResult<CustomPage>>;
  onDelete?: () => Promise<StudioResult<unknown>>;
}

const input = 'rounded border border-gray-300 px-2 py-1 text-sm';
const empty: CustomPageFields = { title: '', slug: '', metaTitle: '', metaDescription: '' };

export function PageFormDialog({ trigger, page, onSave, onDelete }: PageFormDialogProps) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<CustomPageFields>(page ?? empty);
  const [slugTyped, setSlugTyped] = useState(page !== undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), slug: useId(), metaTitle: useId(), metaDescription: useId() };

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) {
      setFields(page ?? empty);
      setSlugTyped(page !== undefined);
      setErrors({});
      setMessage(null);
    }
  };
  const set = (key: keyof CustomPageFields, value: string) =>
    setFields((current) => {
      const next = { ...current, [key]: value };
      return key === 'title' && !slugTyped ? { ...next, slug: slugFromTitle(value) } : next;
    });
  const submit = async () => {
    const slug = fields.slug.trim().toLowerCase();
    const local: Record<string, string> = {};
    if (!fields.title.trim()) local.Title = 'Title is required';
    const problem = slugProblem(slug);
    if (problem) local.Slug = problem;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const result = await onSave({ ...fields, slug });
    setBusy(false);
    if (result.ok) return setOpen(false);
    setErrors(result.fields ?? {});
    setMessage(result.message);
  };
  const error = (field: string) =>
    errors[field] && (
      <p id={`${field}-error`} className="text-xs text-red-700">
        {errors[field]}
      </p>
    );

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-20 z-50 w-[440px] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded bg-white p-4 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{page ? `Page settings: ${page.title}` : 'New page'}</Dialog.Title>
          <Dialog.Description className="mb-3 text-sm text-gray-600">
            {page ? 'Its address and how search engines show it.' : 'It shows in the store at its address once you publish.'}
          </Dialog.Description>
          <form
            className="flex flex-col gap-3"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Row id={ids.title} label="Title" labelClassName="text-sm font-medium">
              <input
                id={ids.title}
                className={input}
                value={fields.title}
                maxLength={PAGE_TITLE_MAX}
                required
                aria-invalid={!!errors.Title}
                onChange={(e) => set('title', e.target.value)}
              />
              {error('Title')}
            </Row>
            <Row id={ids.slug} label="Address (slug)" labelClassName="text-sm font-medium">
              <div className="flex items-center gap-1 text-sm">
                <span aria-hidden="true">/</span>
                <input
                  id={ids.slug}
                  className={`${input} flex-1`}
                  value={fields.slug}
                  aria-invalid={!!errors.Slug}
                  aria-describedby="slug-hint"
                  onChange={(e) => {
                    setSlugTyped(true);
                    set('slug', e.target.value);
                  }}
                />
              </div>
              <p id="slug-hint" className="text-xs text-gray-600">
                Lower-case letters, digits, - and _.
              </p>
              {error('Slug')}
            </Row>
            <Row id={ids.metaTitle} label="SEO title" labelClassName="text-sm font-medium">
              <input
                id={ids.metaTitle}
                className={input}
                value={fields.metaTitle}
                maxLength={PAGE_META_TITLE_MAX}
                placeholder={fields.title}
                onChange={(e) => set('metaTitle', e.target.value)}
              />
              {error('MetaTitle')}
            </Row>
            <Row id={ids.metaDescription} label="SEO description" labelClassName="text-sm font-medium">
              <textarea
                id={ids.metaDescription}
                className={input}
                rows={3}
                value={fields.metaDescription}
                maxLength={PAGE_META_DESCRIPTION_MAX}
                onChange={(e) => set('metaDescription', e.target.value)}
              />
              {error('MetaDescription')}
            </Row>
            {message && (
              <p role="alert" className="text-sm text-red-700">
                {message}
              </p>
            )}
            <div className="flex items-center justify-end gap-2">
              {page && onDelete && (
                <ConfirmAction
                  trigger={
                    <button type="button" className="mr-auto rounded border border-red-300 px-3 py-1.5 text-sm text-red-700">
                      Delete page
                    </button>
                  }
                  title={`Delete ${page.title}?`}
                  description={`/${page.slug} stops showing in the store at once, and its sections go with it.`}
                  confirmLabel="Delete the page"
                  onConfirm={async () => {
                    const result = await onDelete();
                    if (result.ok) setOpen(false);
                    else setMessage(result.message);
                  }}
                />
              )}
              <Dialog.Close className="rounded border border-gray-300 px-3 py-1.5 text-sm">Cancel</Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                className="rounded bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
              >
                {page ? 'Save page' : 'Create page'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
