/**
 * Contact (type 18): address, phone, e-mail and opening hours, plus a message form. Submission is
 * wired later; a plain POST form works without JavaScript meanwhile.
 */
import type { ReactNode } from 'react';
import { parseContactContent } from '../../domain/sections/content/contact-content';
import { cx } from './parts/class-names';
import { SectionHeading } from './parts/section-heading';
import { SectionShell, sectionDomId } from './parts/section-shell';
import type { SectionProps } from './section-props';

const EMAIL = /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-[var(--color-primary)]">*</span>
      </label>
      {children}
    </div>
  );
}

export function ContactSection({ section, look }: SectionProps) {
  const content = parseContactContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const id = (name: string) => sectionDomId(section, name);
  const phoneHref = content.phone.replace(/[^\d+]/g, '');
  const hours = content.hours.filter((row) => row.label && row.value);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      <div className={cx('grid gap-10', content.showForm && 'md:grid-cols-2')}>
        <div className="flex flex-col gap-4 text-start">
          {content.address && <address className="whitespace-pre-line not-italic">{content.address}</address>}
          {content.phone && (
            <p>
              <span className="font-medium">Phone: </span>
              {phoneHref ? <a href={`tel:${phoneHref}`}>{content.phone}</a> : content.phone}
            </p>
          )}
          {content.email && (
            <p>
              <span className="font-medium">Email: </span>
              {EMAIL.test(content.email) ? <a href={`mailto:${content.email}`}>{content.email}</a> : content.email}
            </p>
          )}
          {hours.length > 0 && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              {hours.map((row, index) => (
                <div key={index} className="contents">
                  <dt className="font-medium">{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {content.showForm && (
          <form method="post" action="/contact" className="card flex flex-col gap-4 text-start">
            <input type="hidden" name="source" value="contact" />
            <Field id={id('name')} label="Name">
              <input id={id('name')} name="name" type="text" autoComplete="name" required className="input w-full" />
            </Field>
            <Field id={id('email')} label="Email">
              <input id={id('email')} name="email" type="email" autoComplete="email" required className="input w-full" />
            </Field>
            <Field id={id('message')} label="Message">
              <textarea id={id('message')} name="message" rows={5} required className="input w-full" />
            </Field>
            <button type="submit" className={cx(look.buttonClassName, 'self-start')}>
              {content.submitLabel}
            </button>
          </form>
        )}
      </div>
    </SectionShell>
  );
}
