// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection } from './section-fixtures';

afterEach(cleanup);

const slide = (n: number) => ({ image: `media://aurora/banners/${n}.svg`, imageAlt: `Slide ${n}`, heading: `Heading ${n}` });
const hero = makeSection(6, { slides: [slide(1), slide(2), slide(3)], autoplay: false }, {}, 'temp-hero00000001');
const pictures = (root: ParentNode) => [...root.querySelectorAll('img')].map((img) => img.getAttribute('alt'));

describe('the hero banner’s pictures', () => {
  it('asks for the first slide’s picture only in the server’s page, at high priority and without a blurred copy', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<SectionRenderer sections={[hero]} resolved={{}} context={CONTEXT} />);
    expect(pictures(host)).toEqual(['Slide 1']);
    const lead = host.querySelector('img')!;
    expect(lead.getAttribute('fetchpriority')).toBe('high');
    expect(lead.getAttribute('loading')).toBe('eager');
    expect(lead.getAttribute('style') ?? '').not.toContain('background-image');
  });

  it('once live, has the next slide’s picture ready for the cross-fade and no other', () => {
    const { container } = render(<SectionRenderer sections={[hero]} resolved={{}} context={CONTEXT} />);
    expect(pictures(container)).toEqual(['Slide 1', 'Slide 2']);
  });
});
