/** The selected section's style fields (spec section 3) and its content. */
import type { Section } from '../domain/sections/section';
import { SECTION_STYLE_FIELDS, type StudioField } from '../domain/studio/section-style-fields';
import { ContentEditor } from './content-editor';
import { BooleanField, ColorField, ImageField, RangeField, SelectField } from './field-controls';
import type { SectionFieldEditor } from './section-field-editor';
import { sectionTitle } from './section-title';
import { SECTION_SCHEME_FIELD, type ColorScheme } from '../domain/theme/color-schemes';


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

/** The colour scheme the section wears (issue 18): none keeps the page's colours. */
function SchemeSelect({ section, schemes, editor }: { section: Section; schemes: readonly Pick<ColorScheme, 'id' | 'name'>[]; editor: SectionFieldEditor }) {
  const current = section.style[SECTION_SCHEME_FIELD];
  const value = schemes.some((scheme) => scheme.id === current) ? String(current) : '';
  const options = [{ value: '', label: 'None (the page\'s colours)' }, ...schemes.map((scheme) => ({ value: scheme.id, label: scheme.name }))];
  return <SelectField label="Colour scheme" value={value} options={options} onChange={(v) => editor.change('style', SECTION_SCHEME_FIELD, v)} onCommit={editor.commit} />;
}

export function SectionSettingsPanel({ section, images, schemes, editor }: { section: Section; images: readonly string[]; schemes: readonly Pick<ColorScheme, 'id' | 'name'>[]; editor: SectionFieldEditor }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold">{sectionTitle(section)}</h2>
      <SchemeSelect section={section} schemes={schemes} editor={editor} />
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
