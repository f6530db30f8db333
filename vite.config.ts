import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstLoadChunkName } from './vite.first-load-chunk';
import { buildInfoPlugin } from './scripts/build-info-plugin';
import { spreadPreloadPlugin } from './scripts/spread-preload-plugin';

/** Vite's csp-nonce meta has no `content`, which HTML asks of every meta: an empty one (the nonce stays in its hidden attribute). */
const cspMetaContent = (): Plugin => ({
  name: 'csp-meta-content',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replaceAll('<meta property="csp-nonce" nonce=', '<meta property="csp-nonce" content="" nonce='),
  },
});

// The client build writes dist/client (index.html template + assets + manifest);
// `vite build --ssr` writes dist/server/entry-server.js for the Node host.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [spreadPreloadPlugin(), react(), tailwindcss(), buildInfoPlugin(), cspMetaContent()],
  // Every script, module preload and style tag of the page gets this placeholder, which the host
  // replaces with the page's CSP nonce (server/host/security-headers.ts).
  html: { cspNonce: '__WX_CSP_NONCE__' },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    manifest: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the storefront targets supports <link rel="modulepreload">; the polyfill would
    // only cost first-load bytes (about 0.4 KiB gzip), and without it an old browser merely preloads less.
    modulePreload: { polyfill: false },
    // React, React DOM and React Router load on every page: one file rather than several slivers
    // (each file pays its own compression overhead on the first-load budget).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                { name: firstLoadChunkName('src/ui/entry-client.tsx', 'app'), priority: 1 },
                // xstate and its React bindings load together with the live layer (never first load): one
                // file, or rolldown splits xstate's internals into slivers listed in every lazy import.
                { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/, priority: 0 },
                // Money and the cart line's reader are a few hundred bytes shared by many lazy chunks: one file
                // each, or rolldown splits them into slivers that every lazy import lists (first-load bytes).
                { name: 'money', test: /src[\\/]domain[\\/]money[\\/]/, priority: 0 },
                // The page head's helpers: the absolute-URL helper is shared with the home page's lazy
                // head (home-head.ts), and a sliver of its own costs listing and product pages a file.
                { name: 'page-meta', test: /src[\\/]domain[\\/]seo[\\/](page-meta|absolute-url)\.ts$/, priority: 0 },
                // Listing and product pages load the flat-page registry with the catalogue's tab and review-sort
                // tables and the flat page's head: one file, not four (three of them under 0.3 KiB each).
                {
                  name: 'flat-page-registry',
                  test: /src[\\/](ui[\\/]pages[\\/]flat[\\/]flat-page-(registry|view)|domain[\\/]catalog[\\/]product-(tabs|reviews))\.ts$/,
                  priority: 0,
                },
                {
                  name: 'cart-lines',
                  test: /src[\\/](contracts[\\/]cart\.wire|domain[\\/]cart[\\/](cart-item|cart-code|quantity|cart-rules))\.ts$/,
                  priority: 0,
                },
              ],
            },
          },
        },
  },
  ssr: {
    noExternal: isSsrBuild ? [] : undefined,
  },
}));
