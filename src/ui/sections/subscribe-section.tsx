/** Subscribe (type 20): a one-field e-mail sign-up, stored by the store API as a 'subscribe' submission. */
import { SUBSCRIBE_FIELDS } from '../../domain/forms/form-rules';
import { parseSubscribeContent } from '../../domain/sections/content/contact-content';
import { DynamicField } from './parts/form-field';
import { SectionForm, SubmitButton } from './parts/section-form';
import { SectionHeading } from './parts/section-heading';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { useSectionForm } from './parts/use-section-form';
import type { SectionProps } from './section-props';

const [EMAIL] = SUBSCRIBE_FIELDS;

export function SubscribeSection({ section, look, context }: SectionProps) {
  const content = parseSubscribeContent(section.content);
  const form = useSectionForm({ section, source: 'subscribe', rules: SUBSCRIBE_FIELDS, context });
  const headingId = sectionDomId(section, 'heading');

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      <SectionForm form={form} section={section} source="subscribe" className="mx-auto flex max-w-xl flex-col gap-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <DynamicField
              rule={{ ...EMAIL!, placeholder: content.placeholder }}
              id={sectionDomId(section, 'email')}
              hiddenLabel="Email address"
              error={form.errors[EMAIL!.fieldName]}
            />
          </div>
          <SubmitButton form={form} label={content.buttonLabel} className={look.buttonClassName} />
        </div>
        {content.consentText && <p className="text-sm opacity-75">{content.consentText}</p>}
      </SectionForm>
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default SubscribeSection;
