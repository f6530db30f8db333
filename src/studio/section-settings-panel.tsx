/** The selected section's style fields (spec section 3) and its content. */
import type { Section } from '../domain/sections/section';
import { SECTION_STYLE_FIELDS, type StudioField } from '../domain/studio/section-style-fields';
import { ContentEditor } from './content-editor';
import { BooleanField, ColorField, ImageField, RangeField, SelectField } from './field-controls';
import type { SectionFieldEditor } from './section-field-editor';
import { sectionTitle } from './section-title';


const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function StyleControl({ field, value, images, editor }: { field: StudioField; value: unknown; images: readonly string[]; editor: SectionFieldEditor }) {
  const common = { label: field.label, onCommit: editor.commit, onChange: (v: unknown) => editor.change('style', field.key, v) };
  switch (field.kind) {
    case 'color':
      return <ColorField {...common} value={typeof value === 'string' ? value : ''} />;
    case 'image':
      return <ImageField {...common} value={typeof value === 'string' ? value : ''} images={images} />;
    case 'boolean':
      return <BooleanField {...common} value={isOn(value)} />;
    case 'range': {
      const number = Number.parseFloat(String(value ?? ''));
      return <RangeField {...common} value={Number.isFinite(number) ? number : field.min} min={field.min} max={field.max} step={field.step} />;
    }
    case 'select':
      return <SelectField {...common} value={typeof value === 'string' ? value : ''} options={[{ value: '', label: 'Theme default' }, ...field.options.map((o) => ({ value: o, label: o }))]} />;
  }
}

export function SectionSettingsPanel({ section, images, editor }: { section: Section; images: readonly string[]; editor: SectionFieldEditor }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold">{sectionTitle(section)}</h2>
      <details open className="rounded border border-gray-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">Content</summary>
        <div className="flex flex-col gap-3 px-3 pb-3">
          <ContentEditor section={section} images={images} editor={editor} />
        </div>
      </details>
      <details className="rounded border border-gray-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">Style</summary>
        <div className="flex flex-col gap-3 px-3 pb-3">
          {SECTION_STYLE_FIELDS.map((field) => <StyleControl key={field.key} field={field} value={section.style[field.key]} images={images} editor={editor} />)}
        </div>
      </details>
    </div>
  );
}
