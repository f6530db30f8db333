/** The selected section's style fields (spec section 3) and its content. */
import type { Section } from '../domain/sections/section';
import { SECTION_STYLE_FIELDS, type StudioField } from '../domain/studio/section-style-fields';
import { blockSpec, blockTitle } from '../domain/studio/block-edits';
import { BlockSettings, ContentEditor } from './content-editor';
import { BooleanField, ColorField, ImageField, RangeField, SelectField } from './field-controls';
import type { SectionFieldEditor } from './section-field-editor';
import { sectionTitle } from './section-title';
import { SECTION_SCHEME_FIELD, type ColorScheme } from '../domain/theme/color-schemes';

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function StyleControl({
  field,
  value,
  images,
  editor,
}: {
  field: StudioField;
  value: unknown;
  images: readonly string[];
  editor: SectionFieldEditor;
}) {
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
      return (
        <RangeField {...common} value={Number.isFinite(number) ? number : field.min} min={field.min} max={field.max} step={field.step} />
      );
    }
    case 'select':
      return (
        <SelectField
          {...common}
          value={typeof value === 'string' ? value : ''}
          options={[{ value: '', label: 'Theme default' }, ...field.options.map((o) => ({ value: o, label: o }))]}
        />
      );
  }
}

/** The colour scheme the section wears (docs/editor.md): none keeps the page's colours. */
function SchemeSelect({
  section,
  schemes,
  editor,
}: {
  section: Section;
  schemes: readonly Pick<ColorScheme, 'id' | 'name'>[];
  editor: SectionFieldEditor;
}) {
  const current = section.style[SECTION_SCHEME_FIELD];
  const value = schemes.some((scheme) => scheme.id === current) ? String(current) : '';
  const options = [
    { value: '', label: "None (the page's colours)" },
    ...schemes.map((scheme) => ({ value: scheme.id, label: scheme.name })),
  ];
  return (
    <SelectField
      label="Colour scheme"
      value={value}
      options={options}
      onChange={(v) => editor.change('style', SECTION_SCHEME_FIELD, v)}
      onCommit={editor.commit}
    />
  );
}

export function SectionSettingsPanel({
  section,
  images,
  schemes,
  editor,
}: {
  section: Section;
  images: readonly string[];
  schemes: readonly Pick<ColorScheme, 'id' | 'name'>[];
  editor: SectionFieldEditor;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-sm font-semibold">{sectionTitle(section)}</h2>
      <SchemeSelect section={section} schemes={schemes} editor={editor} />
      {blockSpec(section) && (
        <p className="text-xs text-gray-600">
          Each {blockSpec(section)!.label.toLowerCase()} is a block: open the section&apos;s blocks in the list to edit, add, move or remove
          them.
        </p>
      )}
      <details open className="rounded border border-gray-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">Content</summary>
        <div className="flex flex-col gap-3 px-3 pb-3">
          <ContentEditor section={section} images={images} editor={editor} />
        </div>
      </details>
      <details className="rounded border border-gray-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">Style</summary>
        <div className="flex flex-col gap-3 px-3 pb-3">
          {SECTION_STYLE_FIELDS.map((field) => (
            <StyleControl key={field.key} field={field} value={section.style[field.key]} images={images} editor={editor} />
          ))}
        </div>
      </details>
    </div>
  );
}

export interface BlockEditor {
  change: (block: Record<string, unknown>) => void;
  commit: () => void;
  remove: () => void;
  /** Back to the section's own settings. */
  back: () => void;
}

/** The selected block's settings (docs/editor.md): the fields of one slide, feature, link... */
export function BlockSettingsPanel({
  section,
  index,
  images,
  editor,
}: {
  section: Section;
  index: number;
  images: readonly string[];
  editor: BlockEditor;
}) {
  const title = blockTitle(section, index);
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className="self-start text-xs text-blue-700 underline" onClick={editor.back}>
        ← {sectionTitle(section)}
      </button>
      <h2 className="text-sm font-semibold">{title}</h2>
      <div className="flex flex-col gap-3 rounded border border-gray-200 bg-white p-3">
        <BlockSettings section={section} index={index} images={images} change={editor.change} commit={editor.commit} />
      </div>
      <button type="button" className="self-start rounded border border-red-300 px-2 py-1 text-xs text-red-700" onClick={editor.remove}>
        Remove block
      </button>
    </div>
  );
}
