import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DiskFullError, explainIfDiskFull, freeDiskBytes } from './disk';

describe('a full data disk', () => {
  it('turns a failure to write for want of space into a message that says so', async () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const error = await explainIfDiskFull(tmpdir(), enospc).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiskFullError);
    expect((error as Error).message).toMatch(
      /is on a disk with no room left \(\d+ MB free\): free some space/,
    );
  });

  it('leaves other failures as they are when the disk has room', async () => {
    const other = new Error('RuntimeError: Aborted()');
    expect(await freeDiskBytes(tmpdir())).toBeGreaterThan(0);
    await expect(explainIfDiskFull(tmpdir(), other)).rejects.toBe(other);
  });
});
