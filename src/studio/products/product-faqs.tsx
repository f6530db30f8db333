/**
 * The product's questions and answers in the editor (decision 100): each a question and an answer
 * (simple HTML allowed; the store cleans it as every owner HTML), reordered by drag or keyboard as
 * pictures are (sortable-rows.ts: Space to lift, arrows to move, Space to drop; or the Move buttons).
 */
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { DragHandle, MoveButtons } from '../sortable-row-buttons';
import { actionButton, dragStyle, MEASURED_ROWS, useRowSensors } from '../sortable-rows';
import type { FaqRow } from './product-draft';
import { TextField, type FieldErrors } from './product-field';

let made = 0;
const newKey = () => `new-${(made += 1)}`;

function FaqItem(props: {
  faq: FaqRow;
  index: number;
  count: number;
  errors: FieldErrors;
  onFaq: (faq: FaqRow) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { faq, index, count, errors, onFaq, onMove, onRemove } = props;
  const sortable = useSortable({ id: faq.key });
  const name = `question ${index + 1}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={dragStyle(sortable)}
      className="flex items-start gap-2 rounded border border-gray-200 bg-white p-2"
    >
      <DragHandle sortable={sortable} name={name} className="self-center" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <TextField
          field={`Faqs.${index}.Question`}
          label={`Question ${index + 1}`}
          value={faq.question}
          errors={errors}
          maxLength={300}
          onValue={(question) => onFaq({ ...faq, question })}
        />
        <TextField
          field={`Faqs.${index}.Answer`}
          label={`Answer ${index + 1}`}
          value={faq.answer}
          errors={errors}
          rows={3}
          onValue={(answer) => onFaq({ ...faq, answer })}
        />
      </div>
      <div className="flex shrink-0 flex-col gap-0.5">
        <MoveButtons name={name} index={index} count={count} onMove={onMove} />
        <button type="button" className={`${actionButton} text-red-700`} aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}

export function ProductFaqs({ faqs, errors, onFaqs }: { faqs: FaqRow[]; errors: FieldErrors; onFaqs: (faqs: FaqRow[]) => void }) {
  const sensors = useRowSensors();
  const move = (from: number, to: number) => onFaqs(arrayMove(faqs, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const at = (id: unknown) => faqs.findIndex((faq) => faq.key === id);
    move(at(active.id), at(over.id));
  };
  return (
    <div className="flex flex-col gap-2">
      {faqs.length === 0 ? (
        <p className="text-sm text-gray-600">No questions yet: the product page shows no Questions tab.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} measuring={MEASURED_ROWS} onDragEnd={onDragEnd}>
          <SortableContext items={faqs.map((faq) => faq.key)} strategy={verticalListSortingStrategy}>
            <ol aria-label="Questions and answers" className="flex flex-col gap-2">
              {faqs.map((faq, index) => (
                <FaqItem
                  key={faq.key}
                  faq={faq}
                  index={index}
                  count={faqs.length}
                  errors={errors}
                  onFaq={(changed) => onFaqs(faqs.map((other, i) => (i === index ? changed : other)))}
                  onMove={(to) => move(index, to)}
                  onRemove={() => onFaqs(faqs.filter((_, i) => i !== index))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <button
        type="button"
        className="self-start rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm"
        onClick={() => onFaqs([...faqs, { key: newKey(), question: '', answer: '' }])}
      >
        Add a question
      </button>
    </div>
  );
}
