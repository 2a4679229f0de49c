import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The server (apps/server) serves the API, the built-in identity provider and the runtime auth config.
// `npm run dev` (scripts/dev.mjs) sets WEB_DEV_BACKEND and runs the server with PUBLIC_URL set to
// this dev server, which is then the one origin the browser sees.
const backend = process.env.WEB_DEV_BACKEND ?? 'http://localhost:3000';

// Preact's compatibility layer stands in for React in the browser: the same React API at a sixth of
// the size, which keeps the landing page inside its 100 KB budget (decision 005). Exact-match
// aliases, so that e.g. `react-router` is not rewritten.
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // react-i18next's shim for React 17; compat has useSyncExternalStore itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: preactAliases },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router feature-detects React 19's `use` and `useOptimistic` and falls back without
        // them; Preact's compat has neither, which is expected (decision 005).
        if (log.code === 'IMPORT_IS_UNDEFINED' && /react-router/.test(log.id ?? log.message)) return;
        handler(level, log);
      },
      treeshake: {
        // @lt/core is pure (constants, contracts, rules). Its zod schemas register themselves for the
        // server's OpenAPI (.meta), which the bundler would otherwise keep, dragging zod onto every page.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Libraries in named chunks: readable bundle reports, and app releases keep them cached.
        codeSplitting: {
          // Not `experimentalInlineCommonChunks` (tried in decision 032): the dashboard loaded 16 files
          // instead of 31, but every page's main thread did more work and Lighthouse's scores fell.
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // Its own chunk, cached across releases (the silent-callback page loads none of it: decision 032).
            { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
          ],
        },
      },
      input: {
        main: here('./index.html'),
        // Loaded in a hidden iframe by oidc-client-ts to finish a silent sign-in (prompt=none).
        'silent-callback': here('./auth/silent-callback.html'),
      },
    },
  },
  server: {
    // The Host header is kept (Vite's shorthand would rewrite it): the identity provider builds its
    // discovery URLs from it, and they must name this dev server, the origin the browser sees.
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/interaction', '/auth-config.json', '/unsubscribe'].map((path) => [
        path,
        { target: backend, changeOrigin: false },
      ]),
    ),
  },
});
