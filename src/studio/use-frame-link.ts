/**
 * Keeps the editor frame in step with the studio: the whole state whenever the frame says it loaded
 * (a reloaded frame catches up), then only what changed (settings, creator CSS, sections) on each
 * edit. Clicks in the frame select the section here. The frame also gets a read-only preview token,
 * first of all and again before each one expires: it reads catalogue sections with it, since a
 * browser blocks the store's cookies in a frame of the studio's site.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { keepPreviewAccess } from '../application/studio/preview-access';
import type { StudioApi } from '../application/ports/studio-api.port';
import { useStudioPorts } from './studio-ports-context';
import { HOME_PAGE_TYPE_ID } from '../domain/editor/frame-protocol';
import type { StudioDocument } from '../domain/studio/theme-edits';

export function useFrameLink(options: {
  api: Pick<StudioApi, 'previewAccess'>;
  frame: RefObject<HTMLIFrameElement | null>;
  frameOrigin: string;
  doc: StudioDocument;
  onSelect: (tempId: string) => void;
}) {
  const { api, frame, frameOrigin, doc, onSelect } = options;
  const ports = useStudioPorts();
  const channel = useMemo(() => ports.frameChannel(() => frame.current, frameOrigin), [ports, frame, frameOrigin]);
  const latest = useRef(doc);
  latest.current = doc;
  const select = useRef(onSelect);
  select.current = onSelect;
  const loaded = useRef(false);
  const access = useRef<string | null>(null);

  useEffect(() => {
    const keeper = keepPreviewAccess(
      { fetch: () => api.previewAccess(), schedule: (run, ms) => { const timer = window.setTimeout(run, ms); return () => window.clearTimeout(timer); } },
      (token) => {
        access.current = token;
        if (loaded.current) channel.send({ type: 'SET_PREVIEW_ACCESS', payload: { token } });
      },
    );
    return () => keeper.stop();
  }, [api, channel]);

  useEffect(() => {
    const sendAll = () => {
      const current = latest.current;
      if (access.current) channel.send({ type: 'SET_PREVIEW_ACCESS', payload: { token: access.current } });
      channel.send({ type: 'SET_CREATOR_THEME_CSS', payload: { css: current.creator_theme_css } });
      channel.send({ type: 'SET_SETTINGS', payload: { settings: current.settings } });
      channel.send({ type: 'SET_COMPONENT', payload: { data: current.sections, meta: { pageTypeID: HOME_PAGE_TYPE_ID } } });
    };
    return channel.listen((message) => {
      if (message.type === 'IFRAME_LOADED') {
        loaded.current = true;
        sendAll();
      } else if (message.type === 'COMPONENT_EVENT') {
        select.current(message.payload.temp_id);
      }
    });
  }, [channel]);

  const { settings, sections, creator_theme_css: creatorCss } = doc;
  useEffect(() => {
    if (loaded.current) channel.send({ type: 'SET_SETTINGS', payload: { settings } });
  }, [channel, settings]);
  useEffect(() => {
    if (loaded.current) channel.send({ type: 'SET_CREATOR_THEME_CSS', payload: { css: creatorCss } });
  }, [channel, creatorCss]);
  useEffect(() => {
    if (loaded.current) channel.send({ type: 'SET_COMPONENT', payload: { data: sections, meta: { pageTypeID: HOME_PAGE_TYPE_ID } } });
  }, [channel, sections]);

  return { focus: (tempId: string) => channel.send({ type: 'FOCUS_COMPONENT', payload: { temp_id: tempId } }) };
}
