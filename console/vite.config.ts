// Builds the web console into dist/web (dist/console holds src/console compiled), served by the API server under
// /console: no CDN, no network at run time.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: new URL('../dist/web', import.meta.url).pathname,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1024,
  },
  logLevel: 'warn',
});
