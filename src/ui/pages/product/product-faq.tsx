/**
 * Questions and answers as native disclosure widgets: keyboard and screen readers work without script.
 * An answer is owner HTML, cleaned by the store API when kept and when read (decision 100).
 */
import type { ProductFaq as Faq } from '../../../domain/catalog/product-detail';

export function ProductFaq({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <>
      {/* The questions' level under the page's h1: the tab names the panel, no heading does. */}
      <h2 className="sr-only">Questions and answers</h2>
      <div className="flex max-w-prose flex-col divide-y divide-(--color-border) border-y border-(--color-border)">
        {faqs.map((faq, index) => (
          <details key={index} className="group py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
              <h3 className="text-base font-medium">{faq.question}</h3>
              <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="pt-2 opacity-90" dangerouslySetInnerHTML={{ __html: faq.answer }} />
          </details>
        ))}
      </div>
    </>
  );
}
