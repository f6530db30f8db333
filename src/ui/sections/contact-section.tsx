/**
 * Contact (type 18): address, phone, e-mail and opening hours, plus a message form (Name, Email,
 * Message: the fixed contact field set the store API checks) stored as a 'contact' submission.
 */
import { CONTACT_FIELDS } from '../../domain/forms/form-rules';
import { isEmail } from '../../domain/forms/validate-form';
import { parseContactContent } from '../../domain/sections/content/contact-content';
import { cx } from './parts/class-names';
import { DynamicField } from './parts/form-field';
import { SectionForm, SubmitButton } from './parts/section-form';
import { SectionHeading } from './parts/section-heading';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { useSectionForm } from './parts/use-section-form';
import type { SectionProps } from './section-props';

/** A form without contact details beside it lines up with the section heading. */
const FORM_ALONE = { start: '', center: 'mx-auto', end: 'ms-auto' } as const;

export function ContactSection({ section, look, context }: SectionProps) {
  const content = parseContactContent(section.content);
  const form = useSectionForm({ section, source: 'contact', rules: CONTACT_FIELDS, context });
  const headingId = sectionDomId(section, 'heading');
  const phoneHref = content.phone.replace(/[^\d+]/g, '');
  const hours = content.hours.filter((row) => row.label && row.value);
  const hasDetails = Boolean(content.address || content.phone || content.email || hours.length > 0);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      <div
        className={cx(
          'grid gap-10',
          content.showForm && hasDetails && 'md:grid-cols-2',
          !hasDetails && cx('max-w-2xl', FORM_ALONE[look.alignment ?? 'center']),
        )}
      >
        {hasDetails && (
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
                {isEmail(content.email) ? <a href={`mailto:${content.email}`}>{content.email}</a> : content.email}
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
        )}
        {content.showForm && (
          <SectionForm form={form} section={section} source="contact" className="card flex flex-col gap-4 text-start">
            {CONTACT_FIELDS.map((rule) => (
              <DynamicField
                key={rule.fieldName}
                rule={rule}
                id={sectionDomId(section, rule.fieldName.toLowerCase())}
                error={form.errors[rule.fieldName]}
                rows={5}
              />
            ))}
            <SubmitButton form={form} label={content.submitLabel} className={cx(look.buttonClassName, 'self-start')} />
          </SectionForm>
        )}
      </div>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default ContactSection;
