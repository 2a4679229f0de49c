#!/usr/bin/env node
// Finds user-visible text written straight into the web app's components instead of going through
// i18next (docs/ARCHITECTURE.md: every user-visible string of the web app goes through i18next, in
// English and French — decision 016). Part of `npm run lint`.
//
// It reads every `apps/web/src/**/*.tsx` except tests with the TypeScript parser and reports:
//   - JSX text nodes that contain a letter (`<p>Save</p>`, `<p>{'Save'}</p>`);
//   - string literals with a letter given to `aria-label`, `title`, `placeholder` or `alt`
//     (`aria-label="Close"`, `title={'Close'}`), including template literals without `${}`.
// Text that is the same in every language may be listed in ALLOWED below, with the reason.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCE = join(ROOT, 'apps/web/src');
const CHECKED_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);
const LETTER = /\p{L}/u;

/** `file: text` pairs allowed to stay literal, each with its reason. Keep it short. */
const ALLOWED = new Map([
  // (none today: brand and language names come from i18n resources or lib/i18n/language.ts)
]);

function* tsxFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* tsxFiles(path);
    else if (entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name)) yield path;
  }
}

function literalText(node) {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

export function findLiterals(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, kind, value) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ line: line + 1, kind, text: value.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, 'text', node.text);
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const value = literalText(node.expression);
      if (value !== null && LETTER.test(value)) report(node, 'text', value);
    }
    if (ts.isJsxAttribute(node) && CHECKED_ATTRIBUTES.has(node.name.getText(source))) {
      const value = literalText(node.initializer);
      if (value !== null && LETTER.test(value)) report(node, node.name.getText(source), value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function main() {
  const problems = [];
  for (const path of tsxFiles(SOURCE)) {
    const file = relative(ROOT, path);
    for (const hit of findLiterals(path, readFileSync(path, 'utf8'))) {
      if (ALLOWED.has(`${file}: ${hit.text}`)) continue;
      problems.push(`${file}:${hit.line}  ${hit.kind}  "${hit.text}"`);
    }
  }
  if (problems.length) {
    console.error(
      `check-i18n-literals: ${problems.length} literal(s) bypass i18next — put them in apps/web/src/lib/i18n/{en,fr}/*:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('check-i18n-literals: no literal user-visible text in the web components');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
