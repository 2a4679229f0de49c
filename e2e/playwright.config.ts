import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SMTP_PORT } from './support/mail';
import { TWILIO_ENV } from './support/sms';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

// Every run starts the real product (`npm start`) on a fresh embedded database, or on the
// PostgreSQL server named by E2E_DATABASE_URL.
const dataDir = mkdtempSync(join(tmpdir(), 'lt-e2e-'));

export default defineConfig({
  testDir: './tests',
  // The journey against Glewlwyd has its own config (playwright.glewlwyd.config.ts).
  testIgnore: ['**/glewlwyd.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000',
      // Every spec signs up from 127.0.0.1.
      SIGNUPS_PER_HOUR: '10000',
      // Playwright signs up with this address to test the admin panel.
      ADMIN_EMAILS: 'admin@e2e.example.test',
      // …and this one for the super admin's "Send due reminders now" (reminder-on-it.spec.ts).
      SUPER_ADMIN_EMAILS: 'super@e2e.example.test',
      // A spec that reads mail starts a loopback SMTP server here (support/mail.ts).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // …and its texts to a Twilio fake on port+3 (support/sms.ts, phone-verification.spec.ts).
      ...TWILIO_ENV,
      // workspace-channels.spec.ts's webhook receiver listens on loopback (tests only, decision 026).
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
