/**
 * Pricing (type 16): plans side by side, one optionally highlighted. Plan prices are base-currency
 * amounts shown in the visitor's currency, like product prices.
 */
import { parsePricingContent } from '../../domain/sections/content/pricing-content';
import { formatPrice } from '../../domain/money/format-price';
import { cx } from './parts/class-names';
import { Icon } from './parts/icon';
import { gridClass, itemHeadingTag } from './parts/layout-classes';
import { LinkButton } from './parts/link-button';
import { SectionHeading } from './parts/section-heading';
import { blockMark, SectionShell, sectionDomId, shownBlocks } from './parts/section-shell';
import type { SectionProps } from './section-props';

export function PricingSection({ section, look, context }: SectionProps) {
  const content = parsePricingContent(section.content);
  const headingId = sectionDomId(section, 'heading');
  const Title = itemHeadingTag(content.heading);
  const plans = shownBlocks(content.plans, (plan) => plan.name);

  return (
    <SectionShell section={section} look={look} labelledBy={content.heading ? headingId : undefined}>
      <SectionHeading id={headingId} heading={content.heading} subHeading={content.subHeading} alignment={look.alignment} />
      {plans.length > 0 && (
        <ul className={cx(gridClass(Math.min(4, plans.length)), 'items-stretch')}>
          {plans.map(({ item: plan, block }) => (
            <li
              key={block}
              {...blockMark(block)}
              className={cx('card relative flex flex-col gap-4', plan.highlighted && 'border-2 border-[var(--color-primary)] shadow-lg')}
            >
              {plan.highlighted && content.highlightLabel && <p className="badge badge-new self-start">{content.highlightLabel}</p>}
              <Title className="heading text-xl">{plan.name}</Title>
              {plan.description && <p className="opacity-80">{plan.description}</p>}
              <p className="flex items-baseline gap-1">
                <span className="heading text-4xl">{formatPrice(plan.price, context.currency, context.showCurrency)}</span>
                {plan.period && <span className="opacity-75">{plan.period}</span>}
              </p>
              {plan.features.length > 0 && (
                <ul className="flex flex-1 flex-col gap-2">
                  {plan.features.map((feature, featureIndex) => (
                    <li key={featureIndex} className="flex items-start gap-2 text-start">
                      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-[var(--color-primary)]" />
                      {feature}
                    </li>
                  ))}
                </ul>
              )}
              <LinkButton link={plan.button} className={cx(look.buttonClassName, 'text-center')} />
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}

/** The registry finds a view by its file name and loads its default export (section-registry.ts). */
export default PricingSection;
