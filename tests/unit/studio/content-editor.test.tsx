// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Section } from '../../../src/domain/sections/section';
import { ContentEditor } from '../../../src/ui/studio/content-editor';

afterEach(cleanup);

const productsSection = {
  temp_id: 't1', section_type_id: 3, is_hidden: false, style: {},
  content: { heading: 'New arrivals', subHeading: 'Just landed', viewAll: { label: 'See all', type: 2, slug: 'new-arrivals' } },
} as unknown as Section;

function renderEditor(section: Section) {
  const changes: Array<[string, string, unknown]> = [];
  render(<ContentEditor section={section} images={[]} editor={{ change: (part, key, value) => changes.push([part, key, value]), commit: () => undefined }} />);
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

  it('offers a picked link\'s target as a choice of kinds, and saves the kind\'s number', () => {
    const changes = renderEditor(productsSection);
    const target = within(screen.getByRole('group', { name: 'View all' })).getByLabelText('Links to');
    expect(within(target).getAllByRole('option').map((option) => option.textContent)).toEqual(['Product category', 'Product group', 'Product', 'Page']);
    expect(target).toHaveProperty('value', '2');
    fireEvent.change(target, { target: { value: '1' } });
    expect(changes.at(-1)).toEqual(['content', 'viewAll', { label: 'See all', type: 1, slug: 'new-arrivals' }]);
  });

  it('adds a blank item shaped like the last, removes and moves items of a list', () => {
    const slides = [{ title: 'Linen', image: 'media://a/1.svg', showButton: true }, { title: 'Knits', image: 'media://a/2.svg', showButton: false }];
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
});
