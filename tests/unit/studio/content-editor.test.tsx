// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Section } from '../../../src/domain/sections/section';
import { fromLocalInput, toLocalInput } from '../../../src/domain/studio/local-date-time';
import { BlockSettings, ContentEditor } from '../../../src/studio/content-editor';
import { LinkTargetsContext } from '../../../src/studio/link-target-field';
import { MediaUploadContext } from '../../../src/studio/media-upload-field';

afterEach(cleanup);

const productsSection = {
  temp_id: 't1',
  section_type_id: 3,
  is_hidden: false,
  style: {},
  content: { heading: 'New arrivals', subHeading: 'Just landed', viewAll: { label: 'See all', type: 2, slug: 'new-arrivals' } },
} as unknown as Section;

function renderEditor(section: Section) {
  const changes: Array<[string, string, unknown]> = [];
  render(
    <ContentEditor
      section={section}
      images={[]}
      editor={{ change: (part, key, value) => changes.push([part, key, value]), commit: () => undefined }}
    />,
  );
  return changes;
}

describe('the section content editor', () => {
  it('labels fields in words, each under the group it belongs to', () => {
    renderEditor(productsSection);
    expect(screen.getByLabelText('Heading')).toHaveProperty('value', 'New arrivals');
    expect(screen.getByLabelText('Sub heading')).toHaveProperty('value', 'Just landed');
    const group = screen.getByRole('group', { name: 'View all' });
    expect(within(group).getByLabelText('Label')).toHaveProperty('value', 'See all');
  });

  it("offers a picked link's target as a choice of kinds, and saves the kind's number", () => {
    const changes = renderEditor(productsSection);
    const target = within(screen.getByRole('group', { name: 'View all' })).getByLabelText('Links to');
    expect(
      within(target)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Product category', 'Product group', 'Product', 'Page']);
    expect(target).toHaveProperty('value', '2');
    fireEvent.change(target, { target: { value: '1' } });
    expect(changes.at(-1)).toEqual(['content', 'viewAll', { label: 'See all', type: 1, slug: 'new-arrivals' }]);
  });

  it('adds a blank item shaped like the last, removes and moves items of a list', () => {
    const slides = [
      { title: 'Linen', image: 'media://a/1.svg', showButton: true },
      { title: 'Knits', image: 'media://a/2.svg', showButton: false },
    ];
    const hero = { ...productsSection, content: { slides } } as unknown as Section;
    const changes = renderEditor(hero);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Slides' }));
    expect(changes.at(-1)).toEqual(['content', 'slides', [...slides, { title: '', image: '', showButton: false }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Slides #1' }));
    expect(changes.at(-1)).toEqual(['content', 'slides', [slides[1]]]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Slides #2 up' }));
    expect(changes.at(-1)).toEqual(['content', 'slides', [slides[1], slides[0]]]);
    expect(screen.getByRole('button', { name: 'Move Slides #1 up' })).toHaveProperty('disabled', true);
  });

  it("picks an icon from previews, a social network by name and a date in the studio's time zone", () => {
    const section = {
      ...productsSection,
      content: {
        items: [{ icon: 'truck', title: 'Free delivery' }],
        links: [{ network: 7, url: 'https://instagram.com/a' }],
        endsAt: '2031-06-30T23:59:00Z',
      },
    } as unknown as Section;
    const changes = renderEditor(section);
    const icons = screen.getByRole('group', { name: 'Icon' });
    expect(within(icons).getByRole('radio', { name: 'truck' })).toHaveProperty('checked', true);
    fireEvent.click(within(icons).getByRole('radio', { name: 'gift' }));
    expect(changes.at(-1)).toEqual(['content', 'items', [{ icon: 'gift', title: 'Free delivery' }]]);

    const network = screen.getByLabelText('Network');
    expect(within(network).getByRole('option', { selected: true }).textContent).toBe('Instagram');
    fireEvent.change(network, { target: { value: '9' } });
    expect(changes.at(-1)).toEqual(['content', 'links', [{ network: 9, url: 'https://instagram.com/a' }]]);

    const ends = screen.getByLabelText('Ends at');
    expect(ends).toHaveProperty('type', 'datetime-local');
    expect(ends).toHaveProperty('value', toLocalInput('2031-06-30T23:59:00Z'));
    fireEvent.change(ends, { target: { value: '2032-01-02T03:04' } });
    expect(changes.at(-1)).toEqual(['content', 'endsAt', fromLocalInput('2032-01-02T03:04')]);
  });
});

describe("a typed link's address", () => {
  it('is flagged as it is typed when the storefront would show it as #, and tied to its field', () => {
    const header = {
      temp_id: 'h1',
      section_type_id: 1,
      is_hidden: false,
      style: {},
      content: {
        menu: [
          { label: 'Email us', url: 'mailto:hello@shop.example' },
          { label: 'Journal', url: 'https://journal.example/' },
          { label: 'Sale', url: '/sale' },
        ],
      },
    } as unknown as Section;
    const urlOf = (index: number) => {
      cleanup();
      render(<BlockSettings section={header} index={index} images={[]} change={() => undefined} commit={() => undefined} />);
      return screen.getByLabelText('Url') as HTMLInputElement;
    };
    const mail = urlOf(0);
    expect(mail.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(mail.getAttribute('aria-describedby')!)?.textContent).toMatch(/mailto:, tel:\) become "#"/);
    for (const index of [1, 2]) expect(urlOf(index).hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('a picked link', () => {
  it("finds its target by name in the store's own list and says what it links to", async () => {
    const asked: Array<[number, string]> = [];
    const find = async (type: number, search: string) => {
      asked.push([type, search]);
      return [
        { name: 'New Arrivals', slug: 'new-arrivals' },
        { name: 'Newest Knits', slug: 'newest-knits' },
      ];
    };
    const changes: Array<[string, string, unknown]> = [];
    render(
      <LinkTargetsContext.Provider value={find}>
        <ContentEditor
          section={productsSection}
          images={[]}
          editor={{ change: (part, key, value) => changes.push([part, key, value]), commit: () => undefined }}
        />
      </LinkTargetsContext.Provider>,
    );
    const group = screen.getByRole('group', { name: 'View all' });
    expect(await within(group).findByText('Links to “New Arrivals” (/new-arrivals)')).toBeTruthy();
    const target = within(group).getByLabelText('Product group');
    fireEvent.change(target, { target: { value: 'newest-knits' } });
    expect(changes.at(-1)).toEqual(['content', 'viewAll', { label: 'See all', type: 2, slug: 'newest-knits' }]);
    await waitFor(() => expect(asked.at(-1)).toEqual([2, 'newest-knits']));
    expect([...group.querySelectorAll('datalist option')].map((option) => option.getAttribute('label'))).toEqual([
      'New Arrivals',
      'Newest Knits',
    ]);
  });
});

describe('uploading a picture into a field', () => {
  it('asks for alt text, then fills the picture and its alt text together', async () => {
    const sent: Array<{ fileName: string; alt: string }> = [];
    const upload = async (input: { fileName: string; base64: string; alt: string }) => {
      sent.push({ fileName: input.fileName, alt: input.alt });
      return { ok: true as const, image: 'media://aurora/uploads/rail-0123456789.webp', alt: input.alt };
    };
    const hero = { ...productsSection, content: { slides: [{ title: 'Linen', image: '', imageAlt: '' }] } } as unknown as Section;
    const changes: Array<[string, string, unknown]> = [];
    render(
      <MediaUploadContext.Provider value={upload}>
        <ContentEditor
          section={hero}
          images={[]}
          editor={{ change: (part, key, value) => changes.push([part, key, value]), commit: () => undefined }}
        />
      </MediaUploadContext.Provider>,
    );
    fireEvent.change(screen.getByLabelText(/^Picture/), {
      target: { files: [new File([new Uint8Array([0x89, 0x50])], 'rail.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Describe the picture/);
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Alt text/), { target: { value: 'Dresses on a rail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Uploaded/));
    expect(sent).toEqual([{ fileName: 'rail.png', alt: 'Dresses on a rail' }]);
    expect(changes.at(-1)).toEqual([
      'content',
      'slides',
      [{ title: 'Linen', image: 'media://aurora/uploads/rail-0123456789.webp', imageAlt: 'Dresses on a rail' }],
    ]);
  });
});
