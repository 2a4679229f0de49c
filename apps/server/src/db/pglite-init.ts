// A new PGlite folder is initialised (PostgreSQL's initdb) in a short-lived child process
// (decision 033): initialising runs three WebAssembly instances, about 750 MB, and V8 keeps that
// memory reserved after they close, so a server that initialised its own folder held it for its
// whole life. The server then opens the ready folder as at any restart.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const INITIALISE = `const [pglite, dataDir, startParams] = process.argv.slice(1);
const { PGlite } = await import(pglite);
await (await PGlite.create(dataDir, { startParams: JSON.parse(startParams) })).close();`;

/**
 * Initialises `dataDir` unless it already holds a database (or lives in memory). A failure here
 * is not reported: the caller opens the folder itself next, and that explains it (a full disk…).
 */
export async function initialisePgliteFolder(dataDir: string, startParams: string[]): Promise<void> {
  if (dataDir.startsWith('memory://') || existsSync(join(dataDir, 'PG_VERSION'))) return;
  await promisify(execFile)(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      INITIALISE,
      import.meta.resolve('@electric-sql/pglite'),
      dataDir,
      JSON.stringify(startParams),
    ],
    { timeout: 600_000 },
  ).catch(() => undefined);
}
