import { describe, expect, it } from 'vitest';
import { sanitizeThemeSections } from '../../../server/store-api/platform/sanitize-theme-html';
import { makeSection } from './section-fixtures';

const clean = (html: string) => sanitizeThemeSections([makeSection(22, { html })])[0]?.content.html as string;

describe('sanitizeThemeSections', () => {
  it('removes scripts, handlers and javascript: URLs', () => {
    const out = clean(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><style>body{}</style>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|<style/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('keeps YouTube and Vimeo players and drops other iframes', () => {
    expect(clean('<iframe src="https://www.youtube.com/embed/abc" title="Video"></iframe>')).toContain('youtube.com/embed/abc');
    expect(clean('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain('player.vimeo.com');
    expect(clean('<iframe src="https://evil.test/x"></iframe>')).not.toContain('evil.test');
  });

  it('keeps ordinary formatting, safe links and safe inline styles', () => {
    const out = clean(
      '<h2 class="heading" style="text-align:center;position:fixed">T</h2><a href="https://a.test" target="_blank">a</a><table><tr><td colspan="2">c</td></tr></table>',
    );
    expect(out).toContain('class="heading"');
    expect(out).toContain('text-align:center');
    expect(out).not.toContain('position');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain('colspan="2"');
  });

  it('drops ids and names that could clobber globals', () => {
    expect(clean('<div id="cart" name="x">a</div>')).toBe('<div>a</div>');
  });

  it('cleans rich text of content and about sections and leaves other sections alone', () => {
    const sections = [
      makeSection(8, { body: '<p>a<script>x</script></p>', heading: '<b>kept as text</b>' }),
      makeSection(10, { body: ['not text'] }),
      makeSection(9, { heading: '<script>' }),
    ];
    const [content, about, cta] = sanitizeThemeSections(sections);
    expect(content?.content).toEqual({ body: '<p>a</p>', heading: '<b>kept as text</b>' });
    expect(about?.content.body).toBe('');
    expect(cta).toBe(sections[2]);
    expect(sections[0]?.content.body).toBe('<p>a<script>x</script></p>');
  });
});
