import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The server (apps/server) serves the API, the built-in identity provider and the runtime auth config.
const backend = process.env.WEB_DEV_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // @lt/core is pure (constants, contracts, rules). Its zod schemas register themselves for the
        // server's OpenAPI (.meta), which the bundler would otherwise keep, dragging zod onto every page.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Libraries in named chunks: readable bundle reports, and app releases keep them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // Alone, so that the silent-callback page loads nothing else.
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
    proxy: {
      '/api': backend,
      '/oidc': backend,
      '/interaction': backend,
      '/auth-config.json': backend,
    },
  },
});
