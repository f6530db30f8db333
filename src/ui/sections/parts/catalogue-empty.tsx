/**
 * What a catalogue section (products, categories, brands) shows when it has nothing to list: its
 * empty state, or, in the editor frame, a note that its data could not be loaded, so an owner never
 * mistakes a failed call for an empty catalogue.
 */
import { isSectionDataFailure } from '../../../domain/sections/section';

export function CatalogueEmpty({ data, noun }: { data: unknown; noun: 'products' | 'categories' | 'brands' }) {
  if (isSectionDataFailure(data)) {
    return (
      <p role="status" className="mx-auto my-6 max-w-prose rounded border border-current/30 p-4 text-center text-sm">
        The {noun} for this section could not be loaded in the preview. The live store is not affected; change the section or reload the
        preview to try again.
      </p>
    );
  }
  return <p className="py-8 text-center text-muted">No {noun} to show yet.</p>;
}
