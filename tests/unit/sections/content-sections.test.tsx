// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection } from './section-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = (type: Parameters<typeof makeSection>[0], content: Record<string, unknown>, context = CONTEXT) =>
  render(<SectionRenderer sections={[makeSection(type, content)]} resolved={{}} context={context} />);

describe('promotion countdown', () => {
  const promo = makeSection(15, { heading: 'Sale', endsAt: '2030-01-02T00:00:00Z', discountText: '40% off' });

  it('renders dashes on the server so the first client paint matches', () => {
    const html = renderToString(<SectionRenderer sections={[promo]} resolved={{}} context={CONTEXT} />);
    expect(html).toContain('--');
    expect(html).not.toMatch(/>\d\d</);
  });

  it('counts down after mount and says when the offer has ended', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    render(<SectionRenderer sections={[promo]} resolved={{}} context={CONTEXT} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('01Days00Hours00Minutes00Seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toContain('00Days23Hours59Minutes59Seconds');
    act(() => vi.advanceTimersByTime(86_400_000));
    expect(screen.getByText('This offer has ended')).toBeTruthy();
  });

  it('shows no countdown for an unreadable end date', () => {
    view(15, { heading: 'Sale', endsAt: 'next friday' });
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('text and showcase sections', () => {
  it('renders content rich text and its button', () => {
    view(8, {
      heading: 'Our story',
      body: '<p>Made <strong>slowly</strong>.</p>',
      button: { label: 'Read more', type: 4, slug: 'about-us' },
    });
    expect(screen.getByRole('region', { name: 'Our story' }).querySelector('strong')?.textContent).toBe('slowly');
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/about-us');
  });

  it("reserves a content or about picture's own shape from the size its name states, 4:3 where it states none", () => {
    const box = (type: 8 | 10, image: string) => {
      view(type, { heading: 'Our story', image, imageAlt: 'The studio' });
      const img = screen.getByRole('img', { name: 'The studio' });
      cleanup();
      return [img.getAttribute('width'), img.getAttribute('height')];
    };
    expect(box(8, 'media://nordic/banners/3-1600x600.svg')).toEqual(['800', '300']);
    expect(box(10, 'media://nordic/about-1200x800.svg')).toEqual(['800', '533']);
    expect(box(10, 'media://aurora/uploads/rail-0123456789-1080x1350.webp')).toEqual(['800', '1000']);
    expect(box(8, 'media://nordic/about.svg')).toEqual(['800', '600']);
  });

  it('renders about stats as a description list', () => {
    view(10, {
      heading: 'About',
      stats: [
        { value: '2014', label: 'Founded' },
        { value: '', label: 'dropped' },
      ],
    });
    expect(screen.getByRole('term').textContent).toBe('Founded');
    expect(screen.getByRole('definition').textContent).toBe('2014');
  });

  it('formats pricing plans in the store currency and highlights one', () => {
    view(
      16,
      {
        plans: [
          { name: 'Basic', price: 4, period: '/ month' },
          { name: 'Plus', price: 8, highlighted: true },
        ],
      },
      { ...CONTEXT, currency: { currencyAbbreviation: 'JPY', currencyRate: 150, currencySymbol: '¥' } },
    );
    expect(screen.getByText('¥600')).toBeTruthy();
    expect(screen.getByText('¥1,200')).toBeTruthy();
    expect(screen.getByText('Most popular')).toBeTruthy();
  });

  it('names social links by network and drops unknown networks', () => {
    view(19, {
      links: [
        { network: 7, url: 'https://instagram.com/x' },
        { network: '10', url: 'https://wa.me/1' },
        { network: 11, url: 'https://x.test' },
      ],
    });
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.com/x');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('renders testimonials with quote, person and rating', () => {
    view(14, { items: [{ quote: 'Lovely', name: 'Ana', role: 'Buyer', rating: 3.5 }] });
    expect(screen.getByText('“Lovely”')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
  });

  it('renders team members with their socials named after them', () => {
    view(17, {
      heading: 'Makers',
      members: [{ name: 'Mia', role: 'Potter', socials: [{ network: 4, url: 'https://linkedin.com/in/mia' }] }],
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Mia' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LinkedIn, Mia' })).toBeTruthy();
  });

  it('renders services, features and clients items', () => {
    view(11, {
      items: [
        { icon: 'truck', title: 'Delivery', text: 'Fast', link: { label: 'More', url: '/delivery' } },
        { icon: 'unknown', title: 'Fallback icon' },
      ],
    });
    // Without a section heading the item titles are the section's top level.
    expect(screen.getByRole('heading', { level: 2, name: 'Fallback icon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More' })).toBeTruthy();
    cleanup();
    view(13, { logos: [{ image: 'media://s/clients/1.svg', name: 'Fjord Hotels', url: 'https://fjord.test' }, { name: 'No link' }] });
    expect(screen.getByRole('link', { name: 'Fjord Hotels' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'No link' })).toBeTruthy();
  });

  it('renders the html section markup as given by the server', () => {
    view(22, { html: '<p class="note">Hand made</p>' });
    expect(document.querySelector('p.note')?.textContent).toBe('Hand made');
  });

  it('renders a footer with link columns and a clock-free copyright', () => {
    view(2, { columns: [{ title: 'Shop', links: [{ label: 'Mugs', type: 1, slug: 'mugs' }] }], paymentText: 'Visa' });
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mugs' }).getAttribute('href')).toBe('/mugs');
    expect(screen.getByText('© Test Store')).toBeTruthy();
  });
});
