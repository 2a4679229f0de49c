import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { glewlwydPorts } from './support/glewlwyd.mjs';

// The journey against an independently written OpenID Connect provider: Glewlwyd from Debian's
// packages, started with the product by support/glewlwyd.mjs (on E2E_PORT and E2E_OIDC_PORT).
const { app } = glewlwydPorts();
const BASE_URL = `http://localhost:${app}`;

export default defineConfig({
  ...baseConfig,
  testMatch: 'glewlwyd.spec.ts',
  testIgnore: [],
  timeout: 120_000,
  use: { ...baseConfig.use, baseURL: BASE_URL, screenshot: 'only-on-failure' },
  webServer: {
    command: 'node support/glewlwyd.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lt-e2e-glewlwyd-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
