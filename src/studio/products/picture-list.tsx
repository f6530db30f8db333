/**
 * The product's pictures in the editor (decision 89): each with its alt text (required), reordered by
 * drag or by keyboard the way the section list is (dnd-kit through sortable-rows.ts: Space to lift,
 * arrows to move, Space to drop; or the Move buttons), removed with Remove, and added through the
 * studio's media upload, which sniffs, re-encodes and size-checks them as every picture of the store.
 */
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ProductPicture } from '../../application/ports/owner-products-api.port';
import { resolveMediaUrl } from '../../domain/media/media-url';
import { MediaUpload } from '../media-upload-field';
import { DragHandle, MoveButtons } from '../sortable-row-buttons';
import { actionButton, dragStyle, MEASURED_ROWS, useRowSensors } from '../sortable-rows';
import { FieldError, fieldProps, inputClass, type FieldErrors } from './product-field';
import { pictureName } from './product-pictures';

/** The host serves every store's media under /media, the studio's own origin included. */
const STUDIO_MEDIA_BASE = '/media';

export interface PictureActions {
  add: (image: string, alt: string) => void;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  changeAlt: (index: number, alt: string) => void;
}

function PictureRow({
  picture,
  index,
  count,
  errors,
  actions,
}: {
  picture: ProductPicture;
  index: number;
  count: number;
  errors: FieldErrors;
  actions: PictureActions;
}) {
  const sortable = useSortable({ id: picture.imageFile });
  const name = pictureName(picture, index);
  const field = `Images.${index}.Alt`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={dragStyle(sortable)}
      className="flex items-start gap-2 rounded border border-gray-200 bg-white p-2"
    >
      <DragHandle sortable={sortable} name={name} className="self-center" />
      <img
        src={resolveMediaUrl(picture.thumbnailFile || picture.imageFile, STUDIO_MEDIA_BASE)}
        alt=""
        className="h-16 w-16 shrink-0 rounded border border-gray-200 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`product-${field}`} className="text-xs font-medium text-gray-800">
          Alt text of picture {index + 1}
          {index === 0 ? ' (the main picture)' : ''}
        </label>
        <input
          {...fieldProps(field, errors)}
          className={inputClass}
          maxLength={300}
          value={picture.alt}
          onChange={(event) => actions.changeAlt(index, event.target.value)}
        />
        <FieldError field={field} errors={errors} />
      </div>
      <div className="flex shrink-0 flex-col gap-0.5">
        <MoveButtons name={name} index={index} count={count} onMove={(to) => actions.move(index, to)} />
        <button
          type="button"
          className={`${actionButton} text-red-700`}
          aria-label={`Remove ${name}`}
          onClick={() => actions.remove(index)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

export function PictureList({ pictures, errors, actions }: { pictures: ProductPicture[]; errors: FieldErrors; actions: PictureActions }) {
  const sensors = useRowSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const at = (id: unknown) => pictures.findIndex((picture) => picture.imageFile === id);
    actions.move(at(active.id), at(over.id));
  };
  return (
    <div className="flex flex-col gap-2">
      {pictures.length === 0 ? (
        <p className="text-sm text-gray-600">No pictures yet: shoppers see a placeholder.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} measuring={MEASURED_ROWS} onDragEnd={onDragEnd}>
          <SortableContext items={pictures.map((picture) => picture.imageFile)} strategy={verticalListSortingStrategy}>
            <ol aria-label="Pictures" className="flex flex-col gap-2">
              {pictures.map((picture, index) => (
                <PictureRow
                  key={picture.imageFile}
                  picture={picture}
                  index={index}
                  count={pictures.length}
                  errors={errors}
                  actions={actions}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="text-xs text-gray-600">
        The first picture is the one listings show. Drag a picture, or lift it with Space and move it with the arrow keys.
      </p>
      <MediaUpload onUploaded={actions.add} />
    </div>
  );
}
