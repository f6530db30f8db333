/**
 * The React seam of the frame-link machine (application/studio/frame-link.machine.ts): the workspace
 * owns the actor, bound to the frame's channel (from the studio's root, studio-ports-context.tsx),
 * the preview-access call and the window's timers; it tells the actor each edit, hears the frame's
 * section and block clicks and asks it to focus a section or a block.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, type RefObject } from 'react';
import type { StudioApi } from '../application/ports/studio-api.port';
import { createFrameLinkMachine } from '../application/studio/frame-link.machine';
import type { StudioDocument } from '../domain/studio/theme-edits';
import type { ThemePageKey } from '../domain/theme/theme-pages';
import { useStudioPorts } from './studio-ports-context';

const windowTimers = (run: () => void, ms: number) => {
  const timer = window.setTimeout(run, ms);
  return () => window.clearTimeout(timer);
};

export function useFrameLink(options: {
  api: Pick<StudioApi, 'previewAccess'>;
  frame: RefObject<HTMLIFrameElement | null>;
  frameOrigin: string;
  doc: StudioDocument;
  page: ThemePageKey;
  onSelect: (tempId: string, block: number | null) => void;
}) {
  const { api, frame, frameOrigin, doc, page, onSelect } = options;
  const ports = useStudioPorts();
  const machine = useMemo(
    () =>
      createFrameLinkMachine({
        channel: ports.frameChannel(() => frame.current, frameOrigin),
        access: { fetch: () => api.previewAccess(), schedule: windowTimers },
      }),
    [ports, api, frame, frameOrigin],
  );
  const actor = useActorRef(machine, { input: { doc, page } });

  useEffect(() => actor.send({ type: 'PAGE', page }), [actor, page]);
  useEffect(() => actor.send({ type: 'DOC', doc }), [actor, doc]);
  useEffect(() => {
    const subscription = actor.on('select', (event) => onSelect(event.tempId, event.block));
    return () => subscription.unsubscribe();
  }, [actor, onSelect]);

  return { focus: (tempId: string, block: number | null = null) => actor.send({ type: 'FOCUS', tempId, block }) };
}
