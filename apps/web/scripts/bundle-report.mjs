// Gzipped JavaScript that each route loads, from the built files in dist/ (run after `vite build`).
// A route's set = the entry of index.html with its static imports, plus the lazy chunks of the
// route and everything they import statically.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const assets = join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const source = (file) => readFileSync(join(assets, file), 'utf8');
const gz = (file) => gzipSync(source(file), { level: 9 }).length;

function staticImports(file) {
  const found = new Set();
  for (const m of source(file).matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) found.add(m[1]);
  return [...found];
}

function closure(starts) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const chunk = (prefix) => {
  const file = files.find((f) => f.startsWith(`${prefix}-`));
  if (!file) throw new Error(`no chunk named ${prefix}-*.js`);
  return file;
};

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const routes = {
  '/': [],
  '/terms': ['terms-page'],
  '/app/dashboard': ['protected-layout', 'dashboard-page'],
};

// kB of 1,000 bytes, as the budgets in e2e/tests/web-budgets.spec.ts count them.
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
for (const [route, lazy] of Object.entries(routes)) {
  const set = closure([...entry, ...lazy.map(chunk)]);
  const rows = [...set].map((f) => [f, gz(f)]).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, n]) => sum + n, 0);
  console.log(`\n${route}: ${kb(total)} gzipped JS in ${rows.length} files`);
  for (const [f, n] of rows) console.log(`  ${kb(n).padStart(9)}  ${f}`);
}
