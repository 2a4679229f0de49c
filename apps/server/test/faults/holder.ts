// A child process for the one-writer tests: opens the PGlite folder given as argv[2] the way the
// server does, then either holds it (`hold`) or writes rows one by one, printing each id once the
// insert is acknowledged (`write`), until it is killed.
import { openDatabase } from '../../src/db/client';

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: holder.ts <data dir> hold|write');
const database = await openDatabase({ kind: 'pglite', dataDir });
if (mode === 'write') {
  await database.exec(
    'create table if not exists acked (id integer primary key, at timestamptz default now())',
  );
  for (let id = 1; ; id += 1) {
    await database.pglite!.query('insert into acked (id) values ($1)', [id]);
    process.stdout.write(`acked ${id}\n`);
  }
} else {
  process.stdout.write('holding\n');
  setInterval(() => {}, 60_000);
}
