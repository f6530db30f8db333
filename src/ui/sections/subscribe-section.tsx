/** Subscribe (type 20): a one-field e-mail sign-up. Posts like the contact form until newsletters are wired. */
import { parseSubscribeContent } from '../../domain/sections/content/contact-content';
import { cx } from './parts/class-names';
import { SectionHeading } from './parts/section-heading';
import { SectionShell, sectionDomId } from './parts/section-shell';
import type { SectionProps } from './section-props';

export function SubscribeSection({ section, look }: SectionProps) {
  const content = parseSubscribeContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const inputId = sectionDomId(section, 'email');

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      <form method="post" action="/contact" className="mx-auto flex max-w-xl flex-col gap-2">
        <input type="hidden" name="source" value="subscribe" />
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input id={inputId} type="email" name="email" autoComplete="email" required placeholder={content.placeholder} className="input min-w-0 flex-1" />
          <button type="submit" className={cx(look.buttonClassName, 'shrink-0')}>
            {content.buttonLabel}
          </button>
        </div>
        {content.consentText && <p className="text-sm opacity-75">{content.consentText}</p>}
      </form>
    </SectionShell>
  );
}
