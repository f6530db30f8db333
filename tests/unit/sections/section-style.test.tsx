// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sectionLook } from '../../../src/domain/sections/section-look';
import { parseSectionStyle } from '../../../src/domain/sections/section-style';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT, makeSection, rootOf } from './section-fixtures';

afterEach(cleanup);

function renderRoot(style: Record<string, unknown>, type: 1 | 9 = 9) {
  const section = makeSection(type, { heading: 'Hello' }, style);
  const { container } = render(<SectionRenderer sections={[section]} resolved={{}} context={CONTEXT} />);
  const root = rootOf(container, section.temp_id);
  return { root, inner: root.firstElementChild as HTMLElement };
}

describe('section style fields on the root element', () => {
  it('defaults to a contained section with section spacing', () => {
    const { root, inner } = renderRoot({});
    expect(root.className).toContain('container');
    expect(root.className).toContain('section-space');
    expect(inner.className).not.toContain('container');
  });

  it.each([
    ['fluid', 'container-fluid', ''],
    ['stretched', 'w-full', 'container'],
    ['full', 'w-full', ''],
  ])('width %s puts %s on the root and "%s" on the content', (width, rootClass, innerClass) => {
    const { root, inner } = renderRoot({ section_width: width });
    expect(root.classList.contains(rootClass)).toBe(true);
    expect(root.classList.contains('container')).toBe(false);
    expect(inner.classList.contains('container')).toBe(innerClass === 'container');
  });

  it('applies colours, paddings, font size and spacing as inline values', () => {
    const { root } = renderRoot({
      section_bg_color: '#112233',
      text_color: 'rgb(10, 20, 30)',
      section_padding_top: '40px',
      section_padding_bottom: 24,
      font_size: '18',
      column_spacing: 12,
      button_space: '8',
    });
    expect(root.style.backgroundColor).toBe('rgb(17, 34, 51)');
    expect(root.style.color).toBe('rgb(10, 20, 30)');
    expect(root.style.paddingTop).toBe('40px');
    expect(root.style.paddingBottom).toBe('24px');
    expect(root.style.fontSize).toBe('18px');
    expect(root.style.getPropertyValue('--section-gap')).toBe('12px');
    expect(root.style.getPropertyValue('--button-space')).toBe('8px');
    expect(root.style.getPropertyValue('--color-heading')).toBe('rgb(10, 20, 30)');
  });

  it('resolves the background image through the CDN with position and parallax', () => {
    const { root } = renderRoot({
      section_bg_image: 'media://aurora/banners/1.svg',
      section_bg_image_parallax: '1',
      position_x: 'right',
      position_y: 30,
    });
    expect(root.style.backgroundImage).toContain('https://cdn.test/aurora/banners/1.svg');
    expect(root.style.backgroundAttachment).toBe('fixed');
    expect(root.style.backgroundPosition).toBe('right 30%');
  });

  it('removes section space and aligns text', () => {
    const { root } = renderRoot({ is_remove_section_space: true, alignment: 'end' });
    expect(root.classList.contains('section-space')).toBe(false);
    expect(root.classList.contains('text-end')).toBe(true);
    expect(renderRoot({ alignment: 'center' }).root.classList.contains('text-center')).toBe(true);
  });

  it('uses the button size and style for section buttons', () => {
    const section = makeSection(9, { primary: { label: 'Go', url: '/go' } }, { button_size: 'lg', button_style: 'outline' });
    const { container } = render(<SectionRenderer sections={[section]} resolved={{}} context={CONTEXT} />);
    expect(container.querySelector('a[href="/go"]')?.className).toBe('btn btn-lg btn-outline');
  });

  it('rejects values that could inject CSS', () => {
    const { root } = renderRoot({
      section_bg_color: 'red; position: fixed',
      text_color: 'expression(alert(1))',
      section_padding_top: '10px; color: red',
      section_bg_image: 'javascript:alert(1)',
      font_size: '1e9',
    });
    expect(root.getAttribute('style') ?? '').toBe('');
  });

  it('rejects background image URLs that could close the url()', () => {
    const look = sectionLook(parseSectionStyle({ section_bg_image: 'https://x.test/a.svg") ; background: red' }), '');
    expect(look.rootStyle.backgroundImage).toBeUndefined();
  });
});

describe('transparent header', () => {
  const header = (style: Record<string, unknown>) => makeSection(1, {}, style, 'temp-header000001');
  const hero = makeSection(6, {}, {}, 'temp-hero00000001');
  const renderHeader = (style: Record<string, unknown>, sections = [header(style), hero], pathname = '/') => {
    const { container } = render(
      <SectionRenderer sections={sections} resolved={{}} context={{ ...CONTEXT, pathname }} only="frame-header" />,
    );
    return rootOf(container, 'temp-header000001');
  };

  it('floats over the hero on desktop and mobile when both options are on, where scripts run', () => {
    const root = renderHeader({ is_transparent_header: true, is_transparent_header_mobile: true });
    expect(root.classList.contains('js:absolute')).toBe(true);
    expect(root.classList.contains('js:bg-transparent!')).toBe(true);
  });

  it('floats on desktop only or on mobile only', () => {
    expect(renderHeader({ is_transparent_header: true }).classList.contains('js:lg:absolute')).toBe(true);
    cleanup();
    expect(renderHeader({ is_transparent_header_mobile: true }).classList.contains('js:max-lg:absolute')).toBe(true);
  });

  it('stays in the flow away from the home page or without a hero below it', () => {
    expect(renderHeader({ is_transparent_header: true }, undefined, '/cart').className).not.toContain('absolute');
    cleanup();
    expect(
      renderHeader({ is_transparent_header: true }, [header({ is_transparent_header: true }), makeSection(3)]).className,
    ).not.toContain('absolute');
  });
});
