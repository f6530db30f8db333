/**
 * The Theme Studio's client build (dist/studio): its own page, chunks and CSS, so nothing of it can
 * change the storefront's chunks or first-load size. Served by the host on the studio's origin.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The host replaces the placeholder with the page's CSP nonce (server/host/security-headers.ts).
  html: { cspNonce: '__WX_CSP_NONCE__' },
  build: {
    outDir: 'dist/studio',
    assetsDir: 'studio-assets',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: { studio: 'studio.html' } },
  },
});
