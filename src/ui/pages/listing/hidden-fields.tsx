/** The current listing keys a plain GET form must carry so that submitting it changes only its own. */
import { serializeListingQuery, type ListingQuery } from '../../../domain/catalog/listing-query';

export function HiddenFields({ query, except }: { query: ListingQuery; except: readonly string[] }) {
  const params = new URLSearchParams(serializeListingQuery({ ...query, page: 1 }));
  return (
    <>
      {[...params]
        .filter(([key]) => !except.includes(key))
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}
