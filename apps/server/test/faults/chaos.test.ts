// Issue #17 item 6, the small version of `npm run chaos` (test/chaos/run.ts) for CI: real worker
// processes killed with SIGKILL at random while the relay and Twilio are slow, fail and drop their
// answers. Nothing may be lost, no SMS or outbox row sent twice, and e-mail sent twice only within
// what the README allows (a reply lost after the relay accepted the message).
import { describe, expect, it } from 'vitest';
import { type ChaosOptions, runChaos, summary } from '../chaos/run';

const adminUrl = process.env.TEST_DATABASE_URL;
const postgres = adminUrl ? describe : describe.skip;

const small: Omit<ChaosOptions, 'outbox' | 'licensees'> = {
  workers: 3,
  timeLimitMs: 20_000,
  drainMs: 20_000,
  killEveryMs: [500, 2500],
  maxDelayMs: 1000,
  adminUrl: adminUrl ?? '',
};

postgres('chaos, small (PostgreSQL)', () => {
  it('loses nothing and sends no SMS twice with workers killed at random', async () => {
    const result = await runChaos({ ...small, licensees: 12, outbox: false });
    console.log(`chaos (SMTP and SMS): ${summary(result)}`);
    expect(result.kills).toBeGreaterThan(0);
    expect(result.violations).toEqual([]);
    expect(result.received).toBe(result.expected);
  }, 90_000);

  it('keeps each outbox e-mail exactly once with workers killed at random', async () => {
    const result = await runChaos({ ...small, licensees: 8, outbox: true });
    console.log(`chaos (outbox and SMS): ${summary(result)}`);
    expect(result.kills).toBeGreaterThan(0);
    expect(result.violations).toEqual([]);
    expect(result.received).toBe(result.expected);
  }, 90_000);
});
