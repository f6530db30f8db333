/**
 * Root element of every section. It carries the ids the editor frame addresses (data-temp-id,
 * data-section-type) and the classes and inline style computed from the section's style fields, so
 * no section re-implements width modes, backgrounds or spacing.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { SectionLook } from '../../../domain/sections/section-look';
import type { Section } from '../../../domain/sections/section';
import { cx } from './class-names';
import { BLOCK_ATTRIBUTE } from '../../../application/editor/frame-page';

interface SectionShellProps {
  section: Section;
  look: SectionLook;
  as?: 'section' | 'header' | 'footer';
  /** Id of the visible heading that names the region, when there is one. */
  labelledBy?: string | undefined;
  className?: string | undefined;
  innerClassName?: string | undefined;
  /** Rendered before the (possibly contained) content, edge to edge: announcement bars. */
  before?: ReactNode;
  children: ReactNode;
}

/**
 * A block's element carries its index in the section's block list (section-type.ts,
 * `blocks`), the raw list's index even where the view skips an item, so the editor frame can outline
 * the block the studio selects and tell the studio which block was clicked.
 */
export const blockMark = (index: number) => ({ [BLOCK_ATTRIBUTE]: index });

/** The items a view shows, each with its block index (its place in the stored list, skipped items counted). */
export const shownBlocks = <T,>(items: readonly T[], shown: (item: T) => unknown) =>
  items.flatMap((item, block) => (shown(item) ? [{ item, block }] : []));

/** Owner-made temp_ids may hold characters that break id references, so derived ids are normalised. */
export function sectionDomId(section: Section, suffix: string): string {
  return `${section.temp_id.replace(/[^A-Za-z0-9_-]/g, '-')}-${suffix}`;
}

export function SectionShell({
  section,
  look,
  as = 'section',
  labelledBy,
  className,
  innerClassName,
  before,
  children,
}: SectionShellProps) {
  const Root = as;
  return (
    <Root
      data-temp-id={section.temp_id}
      data-section-type={section.section_type_id}
      aria-labelledby={labelledBy}
      className={cx(look.rootClassName, `wxb-section-${section.section_type_id}`, className)}
      style={look.rootStyle as CSSProperties}
    >
      {before}
      <div className={cx(look.innerClassName, innerClassName) || undefined}>{children}</div>
    </Root>
  );
}
