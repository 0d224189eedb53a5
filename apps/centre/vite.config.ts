import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ZOD_WITHOUT_EVAL } from '../../packages/contracts/src/zod-without-eval';
import { centreServiceWorker } from './vite-service-worker';

/** The API server started by `npm run dev -w apps/api`. */
const apiTarget = 'http://127.0.0.1:3000';

/**
 * The pages with an entry of their own, in plain TypeScript, not the app's index.html: the
 * public answer page of a consultation, `/centro/responder/<codigo>` (responder.html,
 * src/responder), and the sign-in, `/centro/entrar` (entrar.html, src/sign-in). The API serves
 * them so (plugins/static.ts); the dev and preview servers here do the same.
 */
const OWN_PAGES = /^\/centro\/(responder|entrar)(?:\/[^?]*)?(\?.*)?$/;

function ownPages(): Plugin[] {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const match = req.url ? OWN_PAGES.exec(req.url) : null;
    if (match) req.url = `/centro/${match[1]}.html${match[2] ?? ''}`;
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
      // Vite adds its modulepreload polyfill to every page; these pages preload nothing, and a
      // polyfill shared by the pages became a chunk of its own, one more request for each.
      // Only the app's page keeps it (inside its entry chunk, as before).
      name: 'centre-own-pages-without-preload-polyfill',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (!/[\\/](?:responder|entrar)\.html$/.test(id)) return null;
        return { code: code.replace(/^import "vite\/modulepreload-polyfill";\n/m, ''), map: null };
      },
    },
  ];
}

// The centres' app is served under /centro/ by the API process (docs/decisions.md).
export default defineConfig({
  base: '/centro/',
  // The service worker is written last, from the files the build wrote (docs/centre-app.md).
  plugins: [...ownPages(), react(), centreServiceWorker()],
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
      // Three pages: the app, its sign-in, and the consultations' public answer page.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        entrar: fileURLToPath(new URL('entrar.html', import.meta.url)),
        responder: fileURLToPath(new URL('responder.html', import.meta.url)),
      },
      // At the top of every chunk: zod must not probe eval under the CSP (see the file).
      output: { intro: ZOD_WITHOUT_EVAL },
    },
  },
});
