// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection } from './section-fixtures';

const SLIDES = ['Spring', 'Summer', 'Autumn'].map((heading, i) => ({
  image: `media://store/banners/${i + 1}.svg`,
  imageAlt: `${heading} picture`,
  heading,
  text: '',
  button: { label: `Shop ${heading}`, url: `/${heading.toLowerCase()}` },
}));

function slides() {
  return screen.getAllByRole('group', { hidden: true }).filter((node) => node.getAttribute('aria-roledescription') === 'slide');
}
const activeIndex = () => slides().findIndex((slide) => !slide.hasAttribute('inert'));

function renderHero(content: Record<string, unknown> = { slides: SLIDES, autoplay: false }) {
  return render(<SectionRenderer sections={[makeSection(6, content)]} resolved={{}} context={CONTEXT} />);
}

let reduceMotion = false;
beforeEach(() => {
  reduceMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: reduceMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HeroBannerSection', () => {
  it('moves between slides with the previous and next buttons, wrapping around', () => {
    renderHero();
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeIndex()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeIndex()).toBe(2);
  });

  it('has one labelled dot per slide marking the current one', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(activeIndex()).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show slide 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('loads the first picture eagerly and the others lazily, with alt text', () => {
    renderHero();
    const first = screen.getByRole('img', { name: 'Spring picture' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('src')).toBe('https://cdn.test/store/banners/1.svg');
    expect(screen.getByRole('img', { name: 'Summer picture', hidden: true }).getAttribute('loading')).toBe('lazy');
  });

  it('autoplays, pauses while hovered and can be stopped', () => {
    vi.useFakeTimers();
    const { container } = renderHero({ slides: SLIDES, autoplay: true, intervalSeconds: 3 });
    act(() => vi.advanceTimersByTime(3000));
    expect(activeIndex()).toBe(1);
    const carousel = container.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(9000));
    expect(activeIndex()).toBe(1);
    fireEvent.mouseLeave(carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(activeIndex()).toBe(1);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    reduceMotion = true;
    vi.useFakeTimers();
    renderHero({ slides: SLIDES, autoplay: true, intervalSeconds: 3 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(activeIndex()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('shows the store title on a banner placeholder when there are no slides, without controls', () => {
    renderHero({});
    expect(screen.getByRole('heading', { level: 1, name: 'Test Store' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/placeholder/4000x300.svg');
  });
});
