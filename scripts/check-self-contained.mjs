// The repository explains itself: no tracked file may cite the specification or design brief that
// lived outside it ("SPEC §…", "../shared/…"). The product is docs/PRODUCT.md (cite "PRODUCT §N"),
// the architecture docs/ARCHITECTURE.md. Run by `npm run lint`.
import { spawnSync } from 'node:child_process';

const FORBIDDEN = ['SPEC §', 'SPEC.md', 'DESIGN §', 'DESIGN.md', '../shared'];
const args = ['grep', '-n', '-I', '--fixed-strings'];
for (const pattern of FORBIDDEN) args.push('-e', pattern);
args.push('--', '.', ':!scripts/check-self-contained.mjs');

const result = spawnSync('git', args, { encoding: 'utf8' });
if (result.status === 1) process.exit(0); // git grep: nothing found
if (result.status !== 0) {
  console.error(result.stderr || 'git grep failed');
  process.exit(2);
}
console.error(
  `References to documents outside the repository (${FORBIDDEN.join(', ')}).\n` +
    'Cite docs/PRODUCT.md as "PRODUCT §N" and docs/ARCHITECTURE.md instead:\n',
);
console.error(result.stdout);
process.exit(1);
