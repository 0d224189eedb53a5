import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ZOD_WITHOUT_EVAL } from '../../packages/contracts/src/zod-without-eval';
import { centreServiceWorker } from './vite-service-worker';

/** The API server started by `npm run dev -w apps/api`. */
const apiTarget = 'http://127.0.0.1:3000';

/**
 * The public answer page of a consultation, `/centro/responder/<codigo>`: its own entry,
 * responder.html, in plain TypeScript (src/responder), not the app's index.html. The API serves
 * it so (plugins/static.ts); the dev and preview servers here do the same.
 */
const RESPONDER_PAGE = /^\/centro\/responder(?:\/[^?]*)?(\?.*)?$/;

function responderPage(): Plugin[] {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const match = req.url ? RESPONDER_PAGE.exec(req.url) : null;
    if (match) req.url = `/centro/responder.html${match[1] ?? ''}`;
    next();
  };
  return [
    {
      name: 'centre-responder-page',
      configureServer(server) {
        server.middlewares.use(rewrite);
      },
      configurePreviewServer(server) {
        server.middlewares.use(rewrite);
      },
    },
    {
      // Vite adds its modulepreload polyfill to every page; the answer page preloads nothing,
      // and a polyfill shared by both pages became a chunk of its own, one more request for
      // each. Only the app's page keeps it (inside its entry chunk, as before).
      name: 'centre-responder-without-preload-polyfill',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (!/[\\/]responder\.html$/.test(id)) return null;
        return { code: code.replace(/^import "vite\/modulepreload-polyfill";\n/m, ''), map: null };
      },
    },
  ];
}

// The centres' app is served under /centro/ by the API process (docs/decisions.md).
export default defineConfig({
  base: '/centro/',
  // The service worker is written last, from the files the build wrote (docs/centre-app.md).
  plugins: [...responderPage(), react(), centreServiceWorker()],
  server: {
    port: 5174,
    proxy: {
      '^/v\\d+/': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // Two pages: the app, and the consultations' public answer page.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        responder: fileURLToPath(new URL('responder.html', import.meta.url)),
      },
      // At the top of every chunk: zod must not probe eval under the CSP (see the file).
      output: { intro: ZOD_WITHOUT_EVAL },
    },
  },
});
