/**
 * Forms (type 21): an owner-built form from dynamic fields (spec sections 3 and 5), each labelled
 * with its fieldName. Validation messages and submission come with the forms API; the browser's own
 * required checks and a plain POST work meanwhile.
 */
import { parseFormsContent } from '../../domain/sections/content/contact-content';
import { cx } from './parts/class-names';
import { DynamicField } from './parts/form-field';
import { SectionHeading } from './parts/section-heading';
import { SectionShell, sectionDomId } from './parts/section-shell';
import type { SectionProps } from './section-props';

export function FormsSection({ section, look }: SectionProps) {
  const content = parseFormsContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const hasFile = content.fields.some((field) => field.inputTypeID === 6);
  const hasRequired = content.fields.some((field) => field.isMandatory === '1');

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {content.fields.length > 0 && (
        <form
          method="post"
          action="/contact"
          encType={hasFile ? 'multipart/form-data' : undefined}
          aria-labelledby={content.heading ? headingId : undefined}
          className="card mx-auto flex max-w-2xl flex-col gap-4 text-start"
        >
          <input type="hidden" name="source" value="form" />
          <input type="hidden" name="section" value={section.temp_id} />
          {hasRequired && (
            // Screen readers already hear "required" from each field, so the legend is for sighted visitors.
            <p aria-hidden="true" className="text-sm opacity-75">
              Fields marked * are required.
            </p>
          )}
          {content.fields.map((field, index) => (
            <DynamicField key={`${index}-${field.fieldName}`} field={field} id={sectionDomId(section, `field-${index}`)} />
          ))}
          <button type="submit" className={cx(look.buttonClassName, 'self-start')}>
            {content.submitLabel}
          </button>
        </form>
      )}
    </SectionShell>
  );
}
