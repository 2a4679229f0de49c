import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAliases } from './vite.config.ts';

// Component tests run on Preact, as the shipped app does (decision 005). The React-facing libraries
// are inlined so that their `react` imports go through the same aliases.
export default defineProject({
  plugins: [react()],
  resolve: {
    // The libraries' browser ES builds, as the production build uses: their Node builds are CommonJS,
    // whose require('react') no alias reaches.
    conditions: ['browser', 'import', 'module', 'development'],
    alias: [
      ...preactAliases,
      // Its `main` is CommonJS, whose require('react-dom') no alias reaches; its ES build is aliasable.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    server: {
      deps: {
        inline: [
          /[\\/]preact[\\/]/,
          /@testing-library[\\/]react/,
          /react-router/,
          /@tanstack[\\/]react-query/,
          /react-i18next/,
          /react-hot-toast/,
          /react-oidc-context/,
        ],
      },
    },
  },
});
