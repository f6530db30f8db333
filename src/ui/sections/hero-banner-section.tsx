/**
 * Hero banner (type 6): a slideshow with previous/next buttons, one dot per slide and a pause
 * button. Markup follows the WAI-ARIA carousel pattern; announcements are polite only while the
 * slideshow is not moving by itself, so autoplay does not talk over the visitor.
 */
import { parseHeroBannerContent, type HeroSlide as Slide } from '../../domain/sections/content/banner-content';
import { cx } from './parts/class-names';
import { HeroSlide } from './parts/hero-slide';
import { useEffect, useRef, useState } from 'react';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { useShowBlock } from './parts/show-block';
import { useSlideshow } from './parts/use-slideshow';
import type { SectionProps } from './section-props';

// Arrows sit mid-height on wide screens and drop to the bottom corners on phones, clear of the slide text.
const ARROW =
  'absolute bottom-3 z-10 rounded-full bg-black/40 p-3 text-white hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-white md:top-1/2 md:bottom-auto md:-translate-y-1/2';

export function HeroBannerSection({ section, look, context, isFirstHero }: SectionProps) {
  const content = parseHeroBannerContent(section.content);
  // An empty hero still shows the store's name on its banner placeholder, so the editor has something to select.
  const slides: Slide[] =
    content.slides.length > 0
      ? content.slides
      : [{ image: '', imageAlt: '', heading: context.storeTitle, text: '', button: { label: '', url: '' } }];
  const show = useSlideshow(slides.length, content.autoplay, content.intervalSeconds * 1000);
  const trackId = sectionDomId(section, 'slides');
  const many = slides.length > 1;
  // Slides whose picture is in the page: the server's page asks for the first only, so hidden slides never
  // share a slow line with the picture a shopper sees; once live, the one showing and the next (ready for
  // the cross-fade), and every slide shown before.
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]));
  const next = (show.index + 1) % slides.length;
  useEffect(() => {
    setPictured((known) => (known.has(show.index) && known.has(next) ? known : new Set([...known, show.index, next])));
  }, [show.index, next]);
  // The studio's selected slide (docs/editor.md) is turned to in the editor frame.
  const region = useRef<HTMLDivElement>(null);
  useShowBlock(region, show.go);

  return (
    <SectionShell section={section} look={look}>
      <div ref={region} role="region" aria-roledescription="carousel" aria-label="Featured" className="relative" {...show.bind}>
        <div id={trackId} aria-live={show.playing ? 'off' : 'polite'} className="grid">
          {slides.map((slide, index) => (
            <HeroSlide
              key={index}
              slide={slide}
              position={index + 1}
              block={content.slides.length > 0 ? index : null}
              total={slides.length}
              active={index === show.index}
              pictured={pictured.has(index) || index === show.index}
              lead={isFirstHero && index === 0}
              height={content.height}
              overlay={content.overlay}
              alignment={look.alignment ?? 'center'}
              buttonClassName={look.buttonClassName}
              staticCDN={context.staticCDN}
            />
          ))}
        </div>
        {many && (
          <>
            <button
              type="button"
              aria-controls={trackId}
              aria-label="Previous slide"
              className={cx(ARROW, 'start-3')}
              onClick={() => show.go(show.index - 1)}
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                <path d="M15 18l-6-6 6-6" />
              </svg>
            </button>
            <button
              type="button"
              aria-controls={trackId}
              aria-label="Next slide"
              className={cx(ARROW, 'end-3')}
              onClick={() => show.go(show.index + 1)}
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                <path d="M9 6l6 6-6 6" />
              </svg>
            </button>
            <div className="absolute inset-x-16 bottom-4 z-10 flex flex-wrap items-center justify-center gap-1">
              {show.canPlay && (
                <button
                  type="button"
                  onClick={show.toggle}
                  className="me-2 rounded-full bg-black/40 px-3 py-1 text-xs text-white hover:bg-black/60"
                >
                  {show.stopped ? 'Play slideshow' : 'Pause slideshow'}
                </button>
              )}
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-controls={trackId}
                  aria-label={`Show slide ${index + 1}`}
                  aria-current={index === show.index ? 'true' : undefined}
                  onClick={() => show.go(index)}
                  className="group p-1.5"
                >
                  {/* The visible dot is small; the padded button keeps a 24px target. */}
                  <span
                    className={cx(
                      'block size-3 rounded-full border border-white',
                      index === show.index ? 'bg-white' : 'bg-white/30 group-hover:bg-white/60',
                    )}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default HeroBannerSection;
