// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection } from './section-fixtures';

afterEach(cleanup);

const FIELDS = [
  { fieldName: 'Your name', inputTypeID: 1, isMandatory: '1' },
  { fieldName: 'Details', inputTypeID: '2', isMandatory: '0' },
  { fieldName: 'Piece', inputTypeID: 3, isMandatory: '1', options: ['Mug', 'Bowl'] },
  { fieldName: 'Glaze', inputTypeID: 4, isMandatory: '1', options: 'Oat, Charcoal' },
  { fieldName: 'Extras', inputTypeID: 5, isMandatory: '1', options: ['Gift wrap', 'Stamp'] },
  { fieldName: 'Reference', inputTypeID: 6, isMandatory: '0' },
  { fieldName: '', inputTypeID: 1, isMandatory: '1' },
  { fieldName: 'Broken dropdown', inputTypeID: 3, isMandatory: '1', options: [] },
  'not a field',
];

function renderForm(content: Record<string, unknown> = { heading: 'Commission', fields: FIELDS }) {
  return render(<SectionRenderer sections={[makeSection(21, content)]} resolved={{}} context={CONTEXT} />);
}

describe('FormsSection', () => {
  it('renders one labelled control per usable field, named by fieldName', () => {
    renderForm();
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).required).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Details' }) as HTMLTextAreaElement).required).toBe(false);
    const select = screen.getByRole('combobox', { name: 'Piece' }) as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect([...select.options].map((option) => option.value)).toEqual(['', 'Mug', 'Bowl']);
    expect(screen.getByLabelText('Reference').getAttribute('type')).toBe('file');
    expect(screen.queryByText('Broken dropdown')).toBeNull();
  });

  it('groups radios and checkboxes under a legend that says required', () => {
    renderForm();
    const glaze = screen.getByRole('group', { name: /Glaze/ });
    expect(glaze.textContent).toContain('(required)');
    const radios = within(glaze).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['Oat', 'Charcoal']);
    expect(radios[0]?.required).toBe(true);
    expect(within(screen.getByRole('group', { name: /Extras/ })).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('marks required fields visibly without repeating it to screen readers', () => {
    renderForm();
    const label = screen.getByText('Your name').closest('label');
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
  });

  it('posts to /contact, as multipart when a file field is present', () => {
    const { container } = renderForm();
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/contact');
    expect(form?.getAttribute('enctype')).toBe('multipart/form-data');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('renders no form when no field is usable', () => {
    const { container } = renderForm({ fields: 'broken' });
    expect(container.querySelector('form')).toBeNull();
  });
});

describe('ContactSection and SubscribeSection', () => {
  it('shows contact details with safe tel and mailto links and a labelled message form', () => {
    render(
      <SectionRenderer
        sections={[
          makeSection(18, {
            address: '1 Harbour St',
            phone: '+44 (0)20 7946 0000',
            email: 'hi@shop.test',
            hours: [{ label: 'Mon', value: '9-5' }],
          }),
        ]}
        resolved={{}}
        context={CONTEXT}
      />,
    );
    expect(screen.getByRole('link', { name: '+44 (0)20 7946 0000' }).getAttribute('href')).toBe('tel:+4402079460000');
    expect(screen.getByRole('link', { name: 'hi@shop.test' }).getAttribute('href')).toBe('mailto:hi@shop.test');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).type).toBe('email');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).required).toBe(true);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('does not link an address that is not an e-mail', () => {
    render(
      <SectionRenderer
        sections={[makeSection(18, { email: 'javascript:alert(1)//@x', showForm: false })]}
        resolved={{}}
        context={CONTEXT}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has a labelled required e-mail field and the owner button label', () => {
    render(<SectionRenderer sections={[makeSection(20, { buttonLabel: 'Join' })]} resolved={{}} context={CONTEXT} />);
    const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    expect(email.required).toBe(true);
    expect(email.type).toBe('email');
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
  });
});
