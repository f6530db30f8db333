// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormOutcome } from '../../../src/domain/forms/form-outcome';
import type { FormSubmission } from '../../../src/domain/forms/form-submission';
import type { FormSendResult, FormsBinding } from '../../../src/ui/sections/parts/form-binding';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection } from './section-fixtures';

afterEach(cleanup);

const FIELDS = [
  { fieldName: 'Your name', inputTypeID: 1, isMandatory: '1' },
  { fieldName: 'Email', inputTypeID: 1, isMandatory: '1' },
  { fieldName: 'Piece', inputTypeID: 3, isMandatory: '1', options: ['Mug', 'Bowl'] },
  { fieldName: 'Glaze', inputTypeID: 4, isMandatory: '1', options: ['Oat', 'Charcoal'] },
  { fieldName: 'Extras', inputTypeID: 5, isMandatory: '1', options: ['Gift wrap', 'Stamp'] },
  { fieldName: 'Details', inputTypeID: 2, isMandatory: '0' },
];

function renderForms(binding: Partial<FormsBinding> | null, type: 18 | 20 | 21 = 21) {
  const send = vi.fn<(s: FormSubmission) => Promise<FormSendResult>>(async () => ({ ok: true }));
  const forms: FormsBinding | undefined = binding ? { send, posted: null, ...binding } : undefined;
  const section = makeSection(type, type === 21 ? { heading: 'Commission', fields: FIELDS } : {});
  render(
    <SectionRenderer sections={[section]} resolved={{}} context={{ ...CONTEXT, pathname: '/atelier', ...(forms ? { forms } : {}) }} />,
  );
  return { send: (binding?.send as typeof send | undefined) ?? send, form: document.querySelector('form')! };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const submit = (form: HTMLFormElement) =>
  act(async () => {
    fireEvent.submit(form);
  });

describe('section forms in the browser', () => {
  it('shows each message beside its field, ties them with aria, focuses the first field at fault and sends nothing', async () => {
    const { send, form } = renderForms({});
    expect(form.noValidate).toBe(true);
    fireEvent.change(box('Email'), { target: { value: 'not-an-email' } });
    await submit(form);
    expect(send).not.toHaveBeenCalled();
    const name = box('Your name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('!Your name is required');
    expect(screen.getByText('Email must be a valid email')).toBeTruthy();
    expect(screen.getByText('Choose an option for Piece')).toBeTruthy();
    expect(screen.getByText('Glaze is required')).toBeTruthy();
    expect(screen.getByText('Select at least one option for Extras')).toBeTruthy();
    expect(screen.getByRole('group', { name: /Extras/ }).getAttribute('aria-describedby')).toMatch(/-error$/);
    expect(document.activeElement).toBe(name);
    expect(screen.queryByText('Details is required')).toBeNull();
  });

  it('takes a message away as soon as its field is right', async () => {
    const { form } = renderForms({});
    await submit(form);
    fireEvent.change(box('Your name'), { target: { value: 'Ann' } });
    expect(screen.queryByText('Your name is required')).toBeNull();
    expect(box('Your name').getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the fields in form order, checkbox groups as lists, then resets the form', async () => {
    let finish: (result: FormSendResult) => void = () => undefined;
    const send = vi.fn((_s: FormSubmission) => new Promise<FormSendResult>((resolve) => (finish = resolve)));
    const { form } = renderForms({ send });
    fireEvent.change(box('Your name'), { target: { value: ' Ann ' } });
    fireEvent.change(box('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Piece' }), { target: { value: 'Bowl' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Charcoal' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gift wrap' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stamp' }));
    await submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({
      source: 'form',
      sectionId: 'temp-type0000021',
      pagePath: '/atelier',
      fields: [
        { fieldName: 'Your name', value: ' Ann ' },
        { fieldName: 'Email', value: 'ann@example.com' },
        { fieldName: 'Piece', value: 'Bowl' },
        { fieldName: 'Glaze', value: 'Charcoal' },
        { fieldName: 'Extras', value: ['Gift wrap', 'Stamp'] },
        { fieldName: 'Details', value: '' },
      ],
    });
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true }));
    expect((box('Your name') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBeNull();
  });

  it("places the store API's field errors beside the fields", async () => {
    const send = vi.fn(async (): Promise<FormSendResult> => ({
      ok: false,
      fieldErrors: [{ field: 'Email', message: 'Email must be a valid email' }],
    }));
    const { form } = renderForms({ send }, 18);
    fireEvent.change(box('Name'), { target: { value: 'Ann' } });
    fireEvent.change(box('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(box('Message'), { target: { value: 'Do you ship to Norway?' } });
    await submit(form);
    await waitFor(() => expect(screen.getByText('Email must be a valid email')).toBeTruthy());
    expect(document.activeElement).toBe(box('Email'));
    expect((box('Name') as HTMLInputElement).value).toBe('Ann');
  });

  it('shows the outcome of a post made without JavaScript, worded from the form rules', () => {
    const posted: FormOutcome = {
      formId: 'temp-type0000021',
      status: 'invalid',
      errors: [
        { field: 'Piece', code: 'dropdownRequired' },
        { field: 'Nope', code: 'required' },
      ],
    };
    renderForms({ posted });
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
    expect(screen.getByText('Choose an option for Piece')).toBeTruthy();
    expect(screen.queryByText('Nope is required')).toBeNull();
    cleanup();
    renderForms({ posted: { formId: 'temp-type0000020', status: 'sent' } }, 20);
    expect(screen.getByRole('status').textContent).toBe('Thank you for subscribing!');
  });

  it('stays a plain HTML post with the browser checks when no binding is given', async () => {
    const { form } = renderForms(null);
    expect(form.noValidate).toBe(false);
    expect(form.querySelector<HTMLInputElement>('input[name="__wx_source"]')?.value).toBe('form');
    expect(form.querySelector<HTMLInputElement>('input[name="__wx_form"]')?.value).toBe('temp-type0000021');
    expect(form.id).toBe('temp-type0000021-form');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      form.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
  });
});
