import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The server (apps/server) serves the API, the built-in identity provider and the runtime auth config.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rolldownOptions: {
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
