/**
 * The Theme Studio's three panes: section list, settings (the selected section's, or the theme's),
 * and the store's /editor page in a frame that follows every edit without reloading.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { OwnerSession, StudioApi, StudioDraft } from '../application/ports/studio-api.port';
import { sectionTypeModule } from '../domain/sections/section-type-modules';
import type { SectionTypeId } from '../domain/sections/section-types';
import * as edits from '../domain/studio/theme-edits';
import * as blockEdits from '../domain/studio/block-edits';
import type { LinkTargetType } from '../domain/sections/link-target';
import { AddSection } from './add-section';
import { DevicePicker, PreviewPane } from './preview-pane';
import { SectionList, type SectionListActions } from './section-list';
import type { BlockListActions } from './block-list';
import { BlockSettingsPanel, SectionSettingsPanel } from './section-settings-panel';
import { builderUrl, newTempId, storeOrigin } from './store-origin';
import { StudioToolbar } from './studio-toolbar';
import { ThemeSettingsPanel } from './theme-settings-panel';
import { applyThemeStyle, setThemeSetting } from '../domain/studio/theme-colour-links';
import { colorSchemes } from '../domain/theme/color-schemes';
import { parseThemeSettings } from '../domain/theme/theme-settings';
import { useAutosave } from './use-autosave';
import { LinkTargetsContext } from './link-target-field';
import { MediaUploadContext, type UploadPicture } from './media-upload-field';
import { useFrameLink } from './use-frame-link';
import { useStudioDocument } from './use-studio-document';
import { useBlockFollowingHistory } from './use-block-following-history';
import { useUndoKeys } from './use-undo-keys';
import { useThemePages } from './use-theme-pages';
import { PagePicker, pageName } from './page-picker';
import { PageFormDialog } from './page-form-dialog';
import { customPageKey, type ThemePageKey } from '../domain/theme/theme-pages';

/** What a template's fixed row stands for. */
const BODY_LABELS = { product: 'Product information', listing: 'Product listing', cart: 'Cart contents' } as const;

export interface WorkspaceProps {
  api: StudioApi;
  session: OwnerSession;
  draft: StudioDraft;
  images: readonly string[];
  isMaintenance: boolean;
  onSignOut: () => void;
}

export function StudioWorkspace({ api, session, draft, images, isMaintenance, onSignOut }: WorkspaceProps) {
  const studio = useStudioDocument(draft.themeData);
  const { doc, edit, sealEdit } = studio;
  const autosave = useAutosave(api, doc, draft);
  const [selected, setSelected] = useState<string | null>(null);
  // The selected block of the selected section (docs/editor.md), and the sections whose blocks are open.
  const [selectedBlock, setSelectedBlock] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [tab, setTab] = useState<'section' | 'theme'>('theme');
  const [width, setWidth] = useState(1280);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const origin = useMemo(() => storeOrigin(window.location, session.storeName), [session.storeName]);
  const selectSection = useCallback((tempId: string, block: number | null = null) => {
    setSelected(tempId);
    setSelectedBlock(block);
    setTab('section');
    // A block picked in the frame shows in its section's open list.
    if (block !== null) setExpanded((open) => (open.has(tempId) ? open : new Set(open).add(tempId)));
  }, []);
  // Pictures uploaded in this visit join the library at once (newest first), for every section.
  const [uploads, setUploads] = useState<string[]>([]);
  const library = useMemo(() => [...uploads, ...images.filter((image) => !uploads.includes(image))], [uploads, images]);
  const uploadPicture = useCallback<UploadPicture>(
    async (input) => {
      const result = await api.uploadMedia(input);
      if (!result.ok) return { ok: false, message: result.message };
      setUploads((list) => [result.value.image, ...list.filter((image) => image !== result.value.image)]);
      return { ok: true, ...result.value };
    },
    [api],
  );
  const findLinkTargets = useCallback(
    (type: LinkTargetType, search: string) => api.linkTargets(type, search).then((result) => (result.ok ? result.value : [])),
    [api],
  );
  const pages = useThemePages({
    api,
    onCreated: useCallback((created) => edit((d) => edits.addCustomPage(d, created.pageID)), [edit]),
    onDeleted: useCallback((pageID) => edit((d) => edits.dropCustomPage(d, pageID)), [edit]),
  });
  const { page } = pages;
  const link = useFrameLink({ api, frame, frameOrigin: origin, doc, page, onSelect: selectSection });
  const pickPage = (key: ThemePageKey) => {
    pages.setPage(key);
    setSelected(null);
    setSelectedBlock(null);
    setTab('theme');
  };

  const actions: SectionListActions = {
    select: (tempId) => {
      selectSection(tempId);
      link.focus(tempId);
    },
    move: (tempId, to) => edit((d) => edits.moveSection(d, page, tempId, to)),
    duplicate: (tempId) => edit((d) => edits.duplicateSection(d, page, tempId, newTempId())),
    toggleHidden: (tempId) => edit((d) => edits.toggleHidden(d, page, tempId)),
    remove: (tempId) => {
      edit((d) => edits.removeSection(d, page, tempId));
      if (selected === tempId) setSelected(null);
    },
    toggleBlocks: (tempId) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(tempId)) next.add(tempId);
        return next;
      }),
  };
  const blockActions: BlockListActions = {
    select: (tempId, index) => {
      selectSection(tempId, index);
      link.focus(tempId, index);
    },
    move: (tempId, from, to) => {
      edit((d) => blockEdits.moveBlock(d, page, tempId, from, to));
      if (selected === tempId && selectedBlock !== null) setSelectedBlock(blockEdits.indexAfterMove(selectedBlock, from, to));
      link.focus(tempId, to);
    },
    add: (tempId) => {
      const section = edits.pageSections(doc, page).find((s) => s.temp_id === tempId);
      if (!section) return;
      // After the selected block of this section, else at the end.
      const after = selected === tempId ? selectedBlock : null;
      const index = after === null ? blockEdits.blocksOf(section).length : after + 1;
      edit((d) => blockEdits.addBlock(d, page, tempId, after));
      selectSection(tempId, index);
      link.focus(tempId, index);
    },
    remove: (tempId, index) => {
      edit((d) => blockEdits.removeBlock(d, page, tempId, index));
      if (selected !== tempId || selectedBlock === null) return;
      if (selectedBlock === index) setSelectedBlock(null);
      else if (selectedBlock > index) setSelectedBlock(selectedBlock - 1);
    },
  };
  const addSection = (type: SectionTypeId) => {
    const tempId = newTempId();
    edit((d) => edits.insertSection(d, page, edits.newSection(type, tempId, structuredClone(sectionTypeModule(type).preset)), selected));
    selectSection(tempId);
    // The preview scrolls to the new section once it is there (the frame waits for it briefly).
    link.focus(tempId);
  };
  const rows = edits.pageRows(doc, page);
  const current = edits.pageSections(doc, page).find((s) => s.temp_id === selected) ?? null;
  // An undo may take the selected block away: the section's own settings show then.
  const currentBlock = current && selectedBlock !== null && selectedBlock < blockEdits.blocksOf(current).length ? selectedBlock : null;
  const history = useBlockFollowingHistory(studio, current, selectedBlock, setSelectedBlock);
  useUndoKeys(history.undo, history.redo);
  const customPage = pages.pages.find((p) => customPageKey(p.pageID) === page);
  const schemes = useMemo(() => colorSchemes(parseThemeSettings(doc.settings)), [doc.settings]);
  /** Shows a draft the server holds now (a restored version, another tab's save) as saved. */
  const showServerDraft = (result: Awaited<ReturnType<typeof api.getDraft>>) => {
    if (!result.ok) return;
    autosave.adopt(result.value.themeData, result.value.revision, result.value.savedAt);
    studio.replaceDoc(result.value.themeData);
  };
  const restore = async (versionID: number) => showServerDraft(await api.restoreVersion(versionID));
  const takeTheirs = async () => showServerDraft(await api.getDraft());
  // The frame's address carries the key too: it follows the new one (and reloads once).
  const [previewKey, setPreviewKey] = useState(draft.previewKey);
  const revokePreviewLinks = async () => {
    const result = await api.revokePreviewLinks();
    if (!result.ok) return { ok: false, message: result.message };
    setPreviewKey(result.value.previewKey);
    return { ok: true, message: 'Earlier links no longer open the draft: share the new link above' };
  };

  return (
    <div className="flex h-screen flex-col">
      <StudioToolbar
        api={api}
        session={session}
        studio={{ ...studio, ...history }}
        autosave={autosave}
        isMaintenance={isMaintenance}
        onSignOut={onSignOut}
        onRestore={restore}
        onTakeTheirs={takeTheirs}
        previewLink={builderUrl(origin, '/preview', draft.themeID, previewKey)}
        onRevokePreviewLinks={revokePreviewLinks}
        devices={<DevicePicker width={width} onChange={setWidth} />}
        pagePicker={<PagePicker value={page} pages={pages.pages} onChange={pickPage} />}
      />
      <div className="grid min-h-0 flex-1 grid-cols-[300px_340px_1fr]">
        <nav aria-label="Page sections" className="flex flex-col gap-3 overflow-auto border-r border-gray-200 bg-gray-50 p-3">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold">{pageName(page, pages.pages)} sections</h2>
            {customPage && (
              <PageFormDialog
                key={customPage.pageID}
                page={customPage}
                trigger={
                  <button type="button" className="rounded border border-gray-300 px-2 py-0.5 text-xs">
                    Page settings
                  </button>
                }
                onSave={(fields) => pages.update(customPage.pageID, fields)}
                onDelete={() => pages.remove(customPage.pageID)}
              />
            )}
          </div>
          {(page === 'header' || page === 'footer') && <p className="text-xs text-gray-600">Shown on every page of the store.</p>}
          <SectionList
            rows={rows}
            selection={{ tempId: selected, block: currentBlock }}
            expanded={expanded}
            actions={actions}
            blockActions={blockActions}
            bodyLabel={BODY_LABELS[page as keyof typeof BODY_LABELS]}
          />
          <AddSection onAdd={addSection} inGroup={page === 'header' || page === 'footer'} />
          <PageFormDialog
            trigger={
              <button type="button" className="self-start rounded border border-gray-300 px-2 py-1 text-sm">
                New page
              </button>
            }
            onSave={pages.create}
          />
        </nav>
        <section aria-label="Settings" className="flex flex-col gap-3 overflow-auto border-r border-gray-200 bg-gray-50 p-3">
          <div role="tablist" aria-label="Settings" className="flex gap-1">
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'section'}
              disabled={!current}
              onClick={() => setTab('section')}
              className="rounded px-2 py-1 text-sm aria-selected:bg-gray-900 aria-selected:text-white disabled:opacity-40"
            >
              Section
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'theme'}
              onClick={() => setTab('theme')}
              className="rounded px-2 py-1 text-sm aria-selected:bg-gray-900 aria-selected:text-white"
            >
              Theme settings
            </button>
          </div>
          <div role="tabpanel">
            {tab === 'section' && current ? (
              <LinkTargetsContext.Provider value={findLinkTargets}>
                <MediaUploadContext.Provider value={uploadPicture}>
                  {currentBlock === null ? (
                    <SectionSettingsPanel
                      section={current}
                      images={library}
                      schemes={schemes}
                      editor={{
                        change: (part, key, value) =>
                          edit(
                            (d) => edits.setSectionField(d, page, current.temp_id, part, key, value),
                            `${current.temp_id}:${part}:${key}`,
                          ),
                        commit: sealEdit,
                      }}
                    />
                  ) : (
                    <BlockSettingsPanel
                      section={current}
                      index={currentBlock}
                      images={library}
                      editor={{
                        change: (block) =>
                          edit(
                            (d) => blockEdits.setBlock(d, page, current.temp_id, currentBlock, block),
                            `${current.temp_id}:block:${currentBlock}`,
                          ),
                        commit: sealEdit,
                        remove: () => blockActions.remove(current.temp_id, currentBlock),
                        back: () => {
                          setSelectedBlock(null);
                          link.focus(current.temp_id);
                        },
                      }}
                    />
                  )}
                </MediaUploadContext.Provider>
              </LinkTargetsContext.Provider>
            ) : (
              <ThemeSettingsPanel
                settings={doc.settings}
                editor={{
                  value: (key) => doc.settings[key],
                  change: (key, value) => edit((d) => setThemeSetting(d, key, value), `setting:${key}`),
                  commit: sealEdit,
                }}
                onApplyStyle={(name) => {
                  edit((d) => applyThemeStyle(d, name));
                  sealEdit();
                }}
              />
            )}
          </div>
        </section>
        <PreviewPane
          frame={frame}
          width={width}
          src={pages.frameReady ? `${builderUrl(origin, '/editor', draft.themeID, previewKey)}${pages.frameQuery}` : 'about:blank'}
        />
      </div>
    </div>
  );
}
