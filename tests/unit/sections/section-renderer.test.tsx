// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_TYPE_IDS } from '../../../src/domain/sections/section-types';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection, rootOf } from './section-fixtures';

afterEach(cleanup);

describe('SectionRenderer', () => {
  it.each(SECTION_TYPE_IDS)('renders type %i from empty content with its data attributes', (type) => {
    const section = makeSection(type);
    const { container } = render(<SectionRenderer sections={[section]} resolved={{}} context={CONTEXT} />);
    const root = rootOf(container, section.temp_id);
    expect(root.getAttribute('data-section-type')).toBe(String(type));
    const tag = type === 1 ? 'HEADER' : type === 2 ? 'FOOTER' : 'SECTION';
    expect(root.tagName).toBe(tag);
  });

  it.each(SECTION_TYPE_IDS)('falls back for corrupt content of type %i', (type) => {
    const corrupt = {
      heading: 42,
      slides: 'x',
      items: [null, 3, 'y'],
      fields: { a: 1 },
      menu: 'nope',
      html: ['<b>'],
      source: 'latest',
      limit: 'many',
      columns: -4,
      endsAt: 'soon',
      plans: [{ price: 'free' }],
    };
    const section = makeSection(type, corrupt, { section_width: 99, section_bg_color: 'red;}', section_padding_top: 'lots' });
    const { container } = render(<SectionRenderer sections={[section]} resolved={{ [section.temp_id]: 'not a list' }} context={CONTEXT} />);
    expect(rootOf(container, section.temp_id)).toBeTruthy();
  });

  it('skips hidden sections and keeps order', () => {
    const sections = [
      makeSection(9, { heading: 'First' }, {}, 'temp-aaaaaaaaaaaa'),
      { ...makeSection(9, { heading: 'Hidden' }, {}, 'temp-bbbbbbbbbbbb'), is_hidden: true },
      makeSection(9, { heading: 'Last' }, {}, 'temp-cccccccccccc'),
    ];
    const { container } = render(<SectionRenderer sections={sections} resolved={{}} context={CONTEXT} />);
    const ids = [...container.querySelectorAll('[data-temp-id]')].map((node) => node.getAttribute('data-temp-id'));
    expect(ids).toEqual(['temp-aaaaaaaaaaaa', 'temp-cccccccccccc']);
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('filters frame header, frame footer and body', () => {
    const sections = [makeSection(1), makeSection(6), makeSection(9), makeSection(2)];
    const types = (only: 'frame-header' | 'frame-footer' | 'body') => {
      const { container, unmount } = render(<SectionRenderer sections={sections} resolved={{}} context={CONTEXT} only={only} />);
      const found = [...container.querySelectorAll('[data-section-type]')].map((node) => node.getAttribute('data-section-type'));
      unmount();
      return found;
    };
    expect(types('frame-header')).toEqual(['1']);
    expect(types('frame-footer')).toEqual(['2']);
    expect(types('body')).toEqual(['6', '9']);
  });

  it('gives h1 to the first visible hero only', () => {
    const hero = (id: string, heading: string) => makeSection(6, { slides: [{ heading }] }, {}, id);
    render(
      <SectionRenderer sections={[hero('temp-hero00000001', 'One'), hero('temp-hero00000002', 'Two')]} resolved={{}} context={CONTEXT} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('One');
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeTruthy();
  });

  it('renders duplicate temp_ids without key warnings', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SectionRenderer
        sections={[makeSection(9, {}, {}, 'temp-same'), makeSection(9, {}, {}, 'temp-same')]}
        resolved={{}}
        context={CONTEXT}
      />,
    );
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('passes resolved data to the section by temp_id', () => {
    const section = makeSection(4, { heading: 'Shop by category' });
    const categories = [{ categoryID: 1, name: 'Dresses', slug: 'dresses', url: '/dresses', imageFile: '', productCount: 3 }];
    render(<SectionRenderer sections={[section]} resolved={{ [section.temp_id]: categories }} context={CONTEXT} />);
    expect(screen.getByRole('link', { name: /Dresses/ }).getAttribute('href')).toBe('/dresses');
    expect(screen.getByText('3 products')).toBeTruthy();
  });
});
