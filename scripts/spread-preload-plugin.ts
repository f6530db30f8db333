/**
 * Puts the storefront's preload helper (src/ui/app/spread-preload.ts) in place of Vite's for the
 * client build: same call, but the import starts at once and the chunks' modulepreload links follow
 * a few per task instead of all in the importing task (decision 54). The helper preloads
 * script chunks only, so the build fails if a lazy chunk ever brings a stylesheet of its own.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Vite's virtual module for the helper its import analysis calls `__vitePreload`. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const helperFile = fileURLToPath(new URL('../src/ui/app/spread-preload.ts', import.meta.url));

export function spreadPreloadPlugin(): Plugin {
  return {
    name: 'webx-spread-preload',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === VITE_PRELOAD_HELPER) return `export { spreadPreload as __vitePreload } from ${JSON.stringify(helperFile)};`;
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      // What the page loads with its entry has its stylesheet in the page's head; only lazy chunks go through the helper.
      const firstLoad = new Set<string>();
      const reach = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        chunks.get(fileName)?.imports.forEach(reach);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) reach(chunk.fileName);
      for (const chunk of chunks.values())
        if (!firstLoad.has(chunk.fileName) && (chunk.viteMetadata?.importedCss.size ?? 0) > 0)
          this.error(`${chunk.fileName} imports a stylesheet: src/ui/app/spread-preload.ts preloads scripts only`);
    },
  };
}
