/**
 * Vite plugin for app updates (spec section 7): each client build gets an id, written into the
 * page (<meta name="wx-build">, so it costs no JavaScript) and into builds/latest.json and
 * builds/meta/{id}.json, which the host serves no-cache and open pages poll about hourly.
 */
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

export function buildInfoPlugin(): Plugin {
  const timestamp = Date.now();
  const id = `${timestamp.toString(36)}-${randomBytes(4).toString('hex')}`;
  let ssr = false;
  return {
    name: 'webx-build-info',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'wx-build', content: id }, injectTo: 'head' }],
    generateBundle() {
      if (ssr) return;
      const source = JSON.stringify({ id, timestamp });
      // The meta file first: a build is only offered once its meta file exists.
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
    },
  };
}
