// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartImage } from '../../../src/ui/sections/parts/smart-image';

afterEach(cleanup);

const img = () => document.querySelector('img') as HTMLImageElement;

describe('SmartImage through the image proxy', () => {
  it('offers webp widths over the screens for a store photo shown with sizes, behind a blur placeholder', () => {
    render(
      <SmartImage
        path="media://aurora/products/1.svg"
        staticCDN="/media"
        alt=""
        width={400}
        height={400}
        sizes="(min-width: 1024px) 25vw, 50vw"
      />,
    );
    expect(img().getAttribute('src')).toBe('/media/aurora/products/1.svg');
    const candidates = img().getAttribute('srcset')!.split(', ');
    expect(candidates[0]).toBe('/img/f_webp,w_160/media/aurora/products/1.svg 160w');
    expect(candidates.at(-1)).toBe('/img/f_webp,w_800/media/aurora/products/1.svg 800w');
    expect(img().getAttribute('sizes')).toBe('(min-width: 1024px) 25vw, 50vw');
    expect(img().style.backgroundImage).toBe('url("/img/f_webp,w_10,h_10,q_50,blur_3/media/aurora/products/1.svg")');
    fireEvent.load(img());
    expect(img().style.backgroundImage).toBe('');
  });

  it('gives 1x and 2x for a fixed-size photo and leaves logos and icons as they are', () => {
    render(<SmartImage path="media://nordic/about.svg" staticCDN="/media" alt="Studio" width={800} height={600} />);
    expect(img().getAttribute('srcset')).toBe('/img/f_webp,w_800/media/nordic/about.svg 1x, /img/f_webp,w_1600/media/nordic/about.svg 2x');
    cleanup();
    render(<SmartImage path="media://nordic/logo.svg" staticCDN="/media" alt="Nordic" width={160} height={48} />);
    expect(img().getAttribute('srcset')).toBeNull();
    expect(img().style.backgroundImage).toBe('');
  });

  it('drops the srcset and the blur when the picture fails, showing the placeholder alone', () => {
    render(
      <SmartImage path="media://aurora/banners/1.svg" staticCDN="/media" alt="" width={1600} height={700} sizes="100vw" banner priority />,
    );
    expect(img().getAttribute('srcset')).toContain('/img/f_webp,w_2560/media/aurora/banners/1.svg 2560w');
    expect(img().getAttribute('fetchpriority')).toBe('high');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/placeholder/4000x300.svg');
    expect(img().getAttribute('srcset')).toBeNull();
    expect(img().style.backgroundImage).toBe('');
  });

  it('serves pictures of another host unchanged', () => {
    render(<SmartImage path="https://images.example.com/a.jpg" staticCDN="/media" alt="" width={800} height={600} sizes="100vw" />);
    expect(img().getAttribute('src')).toBe('https://images.example.com/a.jpg');
    expect(img().getAttribute('srcset')).toBeNull();
  });
});
