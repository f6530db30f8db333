import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client build writes dist/client (index.html template + assets + manifest);
// `vite build --ssr` writes dist/server/entry-server.js for the Node host.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    manifest: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
  },
  ssr: {
    noExternal: isSsrBuild ? [] : undefined,
  },
}));
