/**
 * A category's picture, a brand's logo or a group's picture in its form: the one chosen (shown small),
 * "Remove picture", and an upload with its alt text through the studio's media checks, which replaces
 * it. Only the store's own media reach the save (the store API refuses any other address by its field).
 * Shoppers see it on the home page's category tiles and brand strip and on the groups page.
 */
import { resolveMediaUrl } from '../../domain/media/media-url';
import { MediaUpload } from '../media-upload-field';
import { FieldError, type FieldErrors } from './product-field';

/** The host serves every store's media under /media, the studio's own origin included. */
const STUDIO_MEDIA_BASE = '/media';

export function CataloguePictureField(props: {
  /** The store API's field: `ImageFile`, or a brand's `LogoFile`. */
  field: string;
  label: string;
  value: string;
  errors: FieldErrors;
  onValue: (value: string) => void;
}) {
  const { field, label, value, errors, onValue } = props;
  const id = `product-${field}`;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errors[field] ? `${id}-error` : undefined}
      // A refused picture takes the focus as a refused input does (the form looks for this mark).
      data-invalid={errors[field] ? true : undefined}
      tabIndex={-1}
      className="flex flex-col gap-2"
    >
      <span id={`${id}-label`} className="text-sm font-medium text-gray-800">
        {label}
      </span>
      {value ? (
        <div className="flex items-center gap-3">
          <img
            src={resolveMediaUrl(value, STUDIO_MEDIA_BASE)}
            alt={`${label} chosen`}
            className="h-16 w-16 shrink-0 rounded border border-gray-200 object-contain"
          />
          <button
            type="button"
            onClick={() => onValue('')}
            className="rounded-md border border-gray-300 bg-white px-2 py-1 text-xs text-red-700"
          >
            Remove {label.toLowerCase()}
          </button>
        </div>
      ) : (
        <p className="text-xs text-gray-600">None: shoppers see a placeholder.</p>
      )}
      <MediaUpload onUploaded={(image) => onValue(image)} />
      <FieldError field={field} errors={errors} />
    </div>
  );
}
