/**
 * One hero slide. All slides share one grid cell so the banner keeps the height of the tallest and
 * can cross-fade; inactive slides are inert and invisible, so neither keyboard nor screen reader
 * lands on a slide nobody can see.
 */
import type { HeroSlide as Slide } from '../../../domain/sections/content/banner-content';
import { cx } from './class-names';
import { blockMark } from './section-shell';
import { LinkButton } from './link-button';
import { SmartImage } from './smart-image';

const HEIGHT = {
  sm: 'min-h-72 md:min-h-88',
  md: 'min-h-96 md:min-h-[32rem]',
  lg: 'min-h-[30rem] md:min-h-[42rem]',
  full: 'min-h-[100svh]',
} as const;

const JUSTIFY = { start: 'items-start text-start', center: 'items-center text-center', end: 'items-end text-end' } as const;

interface HeroSlideProps {
  slide: Slide;
  position: number;
  /** Its index among the section's slides (the editor's block), null for the placeholder of an empty hero. */
  block: number | null;
  total: number;
  active: boolean;
  /** Whether its picture is in the page (a hidden slide's is asked for only when it is about to show). */
  pictured: boolean;
  /** The first slide of the first hero on the page: h1 and an eagerly loaded picture. */
  lead: boolean;
  height: keyof typeof HEIGHT;
  overlay: number;
  alignment: 'start' | 'center' | 'end';
  buttonClassName: string;
  staticCDN: string;
}

export function HeroSlide({
  slide,
  position,
  block,
  total,
  active,
  pictured,
  lead,
  height,
  overlay,
  alignment,
  buttonClassName,
  staticCDN,
}: HeroSlideProps) {
  const Heading = lead ? 'h1' : 'h2';
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      {...(block === null ? {} : blockMark(block))}
      inert={!active}
      className={cx(
        'relative flex [grid-area:1/1] items-center overflow-hidden motion-safe:transition-opacity motion-safe:duration-700',
        HEIGHT[height],
        active ? 'visible opacity-100' : 'invisible opacity-0',
      )}
    >
      {pictured && (
        <SmartImage
          path={slide.image}
          staticCDN={staticCDN}
          alt={slide.imageAlt}
          width={1600}
          height={700}
          sizes="100vw"
          banner
          priority={lead}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      {overlay > 0 && <div aria-hidden="true" className="absolute inset-0 bg-black" style={{ opacity: overlay / 100 }} />}
      <div
        className={cx(
          'relative mx-auto flex w-full max-w-5xl flex-col gap-4 px-6 py-16 [color:var(--section-text,#fff)]',
          JUSTIFY[alignment],
        )}
      >
        {slide.heading && <Heading className="heading text-4xl [color:inherit]! md:text-6xl">{slide.heading}</Heading>}
        {slide.text && <p className="max-w-2xl text-lg md:text-xl">{slide.text}</p>}
        <LinkButton link={slide.button} className={buttonClassName} />
      </div>
    </div>
  );
}
