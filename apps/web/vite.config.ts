import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ZOD_WITHOUT_EVAL } from '../../packages/contracts/src/zod-without-eval';

/** The API server started by `npm run dev -w apps/api`. */
const apiTarget = 'http://127.0.0.1:3000';

/**
 * The sign-in, `/auth/login`, is a page of its own (auth/login.html, src/sign-in: plain DOM, a
 * few kB), not the app's index.html. The API serves it so (plugins/static.ts); the dev and
 * preview servers here do the same.
 */
function signInPage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const match = req.url ? /^\/auth\/login\/?(\?.*)?$/.exec(req.url) : null;
    if (match) req.url = `/auth/login.html${match[1] ?? ''}`;
    next();
  };
  return {
    name: 'back-office-sign-in-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  plugins: [signInPage(), react()],
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
    rollupOptions: {
      // Two pages: the app, and its sign-in.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        login: fileURLToPath(new URL('auth/login.html', import.meta.url)),
      },
      output: { intro: ZOD_WITHOUT_EVAL },
    },
  },
});
