/**
 * Rolldown puts each module that the entry and a lazy chunk both import into its own small chunk
 * (rolldown/rolldown#10731), so the first load fetched some 25 slivers, each paying its own gzip overhead
 * on the 120 KiB budget. This chunk-naming function gathers every module the browser entry reaches by
 * static imports into one chunk; lazy chunks still import from it, nothing lazy becomes eager.
 */
import type { ChunkingContext } from 'rolldown';

export function firstLoadChunkName(entrySuffix: string, chunkName: string) {
  const reachable = new Map<string, boolean>();
  const reachesEntry = (id: string, ctx: ChunkingContext, visiting: Set<string>): boolean => {
    const known = reachable.get(id);
    if (known !== undefined) return known;
    if (id.endsWith(entrySuffix)) return true;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const result = importers.some((importer) => reachesEntry(importer, ctx, visiting));
    visiting.delete(id);
    // Only a definite answer found outside a cycle in progress is safe to remember.
    if (result || visiting.size === 0) reachable.set(id, result);
    return result;
  };
  // The entry itself stays out: it awaits lazy section chunks at the top level before hydrating, and
  // those import from the shared chunk; with the entry inside it, the two would wait on each other.
  return (id: string, ctx: ChunkingContext) => (!id.endsWith(entrySuffix) && reachesEntry(id, ctx, new Set()) ? chunkName : null);
}
