import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // draft-js (the rich-text editor) reads Node's `global`; the browser's is globalThis.
  define: { global: 'globalThis' },
  build: {
    // Modules are preloaded by the import graph; inline <script> would break the sandbox's CSP.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
