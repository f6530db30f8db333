/**
 * Forms (type 21): an owner-built form from dynamic fields (spec sections 3 and 5), each labelled
 * with its fieldName and checked by the same rules in the browser and in the store API.
 */
import { useMemo } from 'react';
import { rulesFromFields } from '../../domain/forms/form-rules';
import { parseFormsContent } from '../../domain/sections/content/contact-content';
import { cx } from './parts/class-names';
import { DynamicField } from './parts/form-field';
import { SectionForm, SubmitButton } from './parts/section-form';
import { SectionHeading } from './parts/section-heading';
import { SectionShell, sectionDomId } from './parts/section-shell';
import { useSectionForm } from './parts/use-section-form';
import type { SectionProps } from './section-props';

export function FormsSection({ section, look, context }: SectionProps) {
  const content = parseFormsContent(section.content);
  const rules = useMemo(() => rulesFromFields(content.fields), [content.fields]);
  const form = useSectionForm({ section, source: 'form', rules, context });
  const headingId = sectionDomId(section, 'heading');
  const hasRequired = rules.some((rule) => rule.required);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {rules.length > 0 && (
        <SectionForm
          form={form}
          section={section}
          source="form"
          hasFile={rules.some((rule) => rule.inputTypeID === 6)}
          labelledBy={content.heading ? headingId : undefined}
          className="card mx-auto flex max-w-2xl flex-col gap-4 text-start"
        >
          {hasRequired && (
            // Screen readers already hear "required" from each field, so the legend is for sighted visitors.
            <p aria-hidden="true" className="text-sm opacity-75">
              Fields marked * are required.
            </p>
          )}
          {rules.map((rule, index) => (
            <DynamicField
              key={rule.fieldName}
              rule={rule}
              id={sectionDomId(section, `field-${index}`)}
              error={form.errors[rule.fieldName]}
            />
          ))}
          <SubmitButton form={form} label={content.submitLabel} className={cx(look.buttonClassName, 'self-start')} />
        </SectionForm>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default FormsSection;
