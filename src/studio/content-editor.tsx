/**
 * A section's content, edited field by field: text, rich text (HTML, sanitised by the server when the
 * draft is saved), numbers, switches, and pickers for images, icons, social networks and dates, down
 * into lists such as a hero's slides.
 */
import type { Section } from '../domain/sections/section';
import { richTextFields } from '../domain/sections/section-type-modules';
import { isLinkTargetType, type TargetLink } from '../domain/sections/link-target';
import { linkAddressProblem } from '../domain/studio/link-address';
import { withItemAdded, withItemMoved, withItemRemoved } from '../domain/studio/content-lists';
import { blockSpec, blocksOf } from '../domain/studio/block-edits';
import { ICON_NAMES } from '../domain/sections/content/content-fields';
import { isSocialNetworkId } from '../domain/sections/content/social-networks';
import { isIsoInstant } from '../domain/studio/local-date-time';
import { DateTimeField, IconField, SocialNetworkField } from './content-pickers';
import { BooleanField, ImageField, TextField } from './field-controls';
import { LinkTargetFields } from './link-target-field';
import { MediaUpload } from './media-upload-field';
import type { SectionFieldEditor } from './section-field-editor';

const IMAGE_KEY = /image|logo|photo|avatar/i;
/**
 * A field's label: its own key in words ('subHeading' → 'Sub heading', a list index → '#2'). Nested
 * fields sit in a fieldset whose legend names the parent, so the label need not repeat the path.
 */
function label(path: string[]): string {
  const key = path.at(-1) ?? '';
  if (/^\d+$/.test(key)) return `#${Number(key) + 1}`;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A picked link: a label, a target type and a slug (an object holding exactly those). */
function isTargetLink(value: unknown): value is TargetLink {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    isLinkTargetType(record.type) && typeof record.slug === 'string' && typeof record.label === 'string' && Object.keys(record).length === 3
  );
}

function setAt(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, i) => (String(i) === head ? setAt(item, rest, next) : item));
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: setAt(record[head], rest, next) };
}

interface NodeProps {
  path: string[];
  value: unknown;
  rich: boolean;
  images: readonly string[];
  onChange: (path: string[], value: unknown) => void;
  onCommit: () => void;
  /** The object this field belongs to: an image's alt text (`imageAlt` beside `image`) is filled on upload. */
  siblings?: Record<string, unknown>;
}

function ContentNode({ path, value, rich, images, onChange, onCommit, siblings }: NodeProps) {
  const key = path.at(-1) ?? '';
  const common = { label: label(path), onCommit, onChange: (v: unknown) => onChange(path, v) };
  if (typeof value === 'string') {
    if (IMAGE_KEY.test(key) && !/alt/i.test(key)) {
      const altKey = `${key}Alt`;
      const uploaded = (image: string, alt: string) => {
        const hasAlt = typeof siblings?.[altKey] === 'string';
        // Inside an item (a slide), picture and alt change together: two changes would each start from the old item.
        if (path.length > 1 && siblings) onChange(path.slice(0, -1), { ...siblings, [key]: image, ...(hasAlt ? { [altKey]: alt } : {}) });
        else {
          onChange(path, image);
          if (hasAlt) onChange([altKey], alt);
        }
        onCommit();
      };
      return (
        <div className="flex flex-col gap-1">
          <ImageField {...common} value={value} images={images} />
          <MediaUpload onUploaded={uploaded} />
        </div>
      );
    }
    if (key === 'icon' && (ICON_NAMES as readonly string[]).includes(value)) return <IconField {...common} value={value} />;
    if (isIsoInstant(value)) return <DateTimeField {...common} value={value} />;
    if (key === 'url') return <TextField {...common} value={value} problem={linkAddressProblem(value)} />;
    return <TextField {...common} value={value} multiline={rich || value.length > 80} {...(rich ? { hint: 'Rich text (HTML)' } : {})} />;
  }
  if (key === 'network' && isSocialNetworkId(value)) return <SocialNetworkField {...common} label="Network" value={value} />;
  if (typeof value === 'number')
    return <TextField {...common} value={String(value)} onChange={(v) => onChange(path, Number.isFinite(Number(v)) ? Number(v) : v)} />;
  if (typeof value === 'boolean') return <BooleanField {...common} value={value} />;
  if (Array.isArray(value)) return <ContentList path={path} items={value} images={images} onChange={onChange} onCommit={onCommit} />;
  if (isTargetLink(value))
    return <LinkTargetFields legend={label(path)} value={value} onChange={(next) => onChange(path, next)} onCommit={onCommit} />;
  if (value && typeof value === 'object') {
    return (
      <fieldset className="flex flex-col gap-2 rounded border border-gray-200 p-2">
        <legend className="px-1 text-xs font-semibold">{label(path)}</legend>
        {Object.entries(value).map(([k, v]) => (
          <ContentNode
            key={k}
            path={[...path, k]}
            value={v}
            rich={false}
            images={images}
            onChange={onChange}
            onCommit={onCommit}
            siblings={value as Record<string, unknown>}
          />
        ))}
      </fieldset>
    );
  }
  return null;
}

const listButton = 'rounded px-1.5 py-0.5 text-xs text-gray-700 hover:bg-gray-200 disabled:opacity-30';

/** A list (slides, links, features): each item with move and remove, and an Add button that copies the last item's shape. */
function ContentList({ path, items, images, onChange, onCommit }: Omit<NodeProps, 'value' | 'rich'> & { items: unknown[] }) {
  const name = label(path);
  const set = (next: unknown[]) => {
    onChange(path, next);
    onCommit();
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-gray-200 p-2">
      <legend className="px-1 text-xs font-semibold">{name}</legend>
      {items.map((item, index) => (
        <div key={index} className="flex flex-col gap-1">
          <ContentNode path={[...path, String(index)]} value={item} rich={false} images={images} onChange={onChange} onCommit={onCommit} />
          <div className="flex justify-end gap-0.5">
            <button
              type="button"
              className={listButton}
              aria-label={`Move ${name} #${index + 1} up`}
              disabled={index === 0}
              onClick={() => set(withItemMoved(items, index, index - 1))}
            >
              ↑
            </button>
            <button
              type="button"
              className={listButton}
              aria-label={`Move ${name} #${index + 1} down`}
              disabled={index === items.length - 1}
              onClick={() => set(withItemMoved(items, index, index + 1))}
            >
              ↓
            </button>
            <button
              type="button"
              className={`${listButton} text-red-700`}
              aria-label={`Remove ${name} #${index + 1}`}
              onClick={() => set(withItemRemoved(items, index))}
            >
              Remove
            </button>
          </div>
        </div>
      ))}
      {items.length > 0 && (
        <button
          type="button"
          className="self-start rounded border border-gray-300 px-2 py-1 text-xs"
          onClick={() => set(withItemAdded(items))}
        >
          Add to {name}
        </button>
      )}
    </fieldset>
  );
}

/** The section's own fields; its block list, when it has one, is edited block by block instead (BlockSettings). */
export function ContentEditor({ section, images, editor }: { section: Section; images: readonly string[]; editor: SectionFieldEditor }) {
  const richFields = new Set(richTextFields(section.section_type_id));
  const blockField = blockSpec(section)?.field;
  const onChange = (path: string[], next: unknown) => {
    const [top, ...rest] = path as [string, ...string[]];
    editor.change('content', top, setAt(section.content[top], rest, next));
  };
  return (
    <>
      {Object.entries(section.content)
        .filter(([key]) => key !== blockField)
        .map(([key, value]) => (
          <ContentNode
            key={key}
            path={[key]}
            value={value}
            rich={richFields.has(key)}
            images={images}
            onChange={onChange}
            onCommit={editor.commit}
            siblings={section.content}
          />
        ))}
    </>
  );
}

/**
 * One block's settings form (docs/editor.md): the list item's fields, with the same controls and pickers
 * as a section's. Each change gives the whole new block (`change`), so a picture and its alt text
 * uploaded together are one change.
 */
export function BlockSettings({
  section,
  index,
  images,
  change,
  commit,
}: {
  section: Section;
  index: number;
  images: readonly string[];
  change: (block: Record<string, unknown>) => void;
  commit: () => void;
}) {
  const field = blockSpec(section)?.field;
  const block = blocksOf(section)[index];
  if (field === undefined || !block || typeof block !== 'object' || Array.isArray(block)) return null;
  // Paths start at the section's content, so a field inside the block knows its block (path length > 1).
  const base = [field, String(index)];
  const onChange = (path: string[], next: unknown) => change(setAt(block, path.slice(base.length), next) as Record<string, unknown>);
  return (
    <>
      {Object.entries(block).map(([key, value]) => (
        <ContentNode
          key={key}
          path={[...base, key]}
          value={value}
          rich={false}
          images={images}
          onChange={onChange}
          onCommit={commit}
          siblings={block as Record<string, unknown>}
        />
      ))}
    </>
  );
}
