import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { ZOD_WITHOUT_EVAL } from '../../packages/contracts/src/zod-without-eval';
import { centreServiceWorker } from './vite-service-worker';

/** The API server started by `npm run dev -w apps/api`. */
const apiTarget = 'http://127.0.0.1:3000';

// The centres' app is served under /centro/ by the API process (docs/decisions.md).
export default defineConfig({
  base: '/centro/',
  // The service worker is written last, from the files the build wrote (docs/centre-app.md).
  plugins: [react(), centreServiceWorker()],
  server: {
    port: 5174,
    proxy: {
      '^/v\\d+/': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // At the top of every chunk: zod must not probe eval under the CSP (see the file).
    rollupOptions: { output: { intro: ZOD_WITHOUT_EVAL } },
  },
});
