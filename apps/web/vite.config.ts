import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { ZOD_WITHOUT_EVAL } from '../../packages/contracts/src/zod-without-eval';

/** The API server started by `npm run dev -w apps/api`. */
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      // Every versioned API prefix (/v1/ … /v15/) goes to the API in development.
      '^/v\\d+/': { target: apiTarget, changeOrigin: true },
      '/health': { target: apiTarget, changeOrigin: true },
      '/docs': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry chunk (React DOM, MUI core, Redux Toolkit, zod) is ~510 kB minified. The budget
    // that matters is the login page's gzip JS, checked by scripts/check-login-size.mjs.
    chunkSizeWarningLimit: 600,
    // At the top of every chunk: zod must not probe eval under the CSP (see the file).
    rollupOptions: { output: { intro: ZOD_WITHOUT_EVAL } },
  },
});
