import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The messages the code writes for people, read from its source: the text given to the error
 * helpers (badRequest, notFound, conflict, forbidden, `new AppError`, `allow`, typeMessage), to zod's
 * checks (.min, .max, .refine, z.email… and `message:` / `error:` / `detail:` properties), returned
 * by the functions that word a problem (`…Problem`, `…Error`, `…Detail`, `describe…`), the defaults
 * of `problem` parameters, and every string constant those name. A template's `${…}` becomes `{}`;
 * a conditional inside it gives one message per branch.
 */
// `allow(role, need, notFoundDetail)` (modules/workspaces/access.ts) words the 404 of a resource a caller may not see.
const ERROR_CALLS = new Set(['badRequest', 'notFound', 'conflict', 'forbidden', 'AppError', 'allow']);
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'refine',
  'email',
  'int',
  'length',
  'regex',
  'nonempty',
  'uuid',
  'url',
]);
const MESSAGE_PROPERTIES = new Set(['message', 'error', 'detail']);
const WORDING_FUNCTION = /(Problem|Error|Detail|Message)$|^describeValidation$/;

export interface SourceMessage {
  text: string;
  where: string;
}

export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing' && entry.name !== 'migrations') walk(path);
      } else if (
        /\.ts$/.test(entry.name) &&
        !/\.test\.ts$|test-|flow-helpers|test-fixtures|test-support/.test(entry.name)
      ) {
        out.push(path);
      }
    }
  };
  walk(root);
  return out;
}

export function messagesInSources(files: string[]): SourceMessage[] {
  const parsed = files.map((file) => ({
    file,
    source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  // String constants by name, across all files (names of message constants are unique enough).
  const constants = new Map<string, ts.Expression>();
  for (const { source } of parsed) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        constants.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const texts = (expr: ts.Expression | undefined, depth = 0): string[] => {
    if (!expr || depth > 6) return [];
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return texts(expr.expression, depth);
    if (ts.isConditionalExpression(expr)) {
      return [...texts(expr.whenTrue, depth + 1), ...texts(expr.whenFalse, depth + 1)];
    }
    if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
        return [...texts(expr.left, depth + 1), ...texts(expr.right, depth + 1)];
      }
      if (op === ts.SyntaxKind.PlusToken) {
        const left = texts(expr.left, depth + 1);
        const right = texts(expr.right, depth + 1);
        return left.flatMap((l) => right.map((r) => l + r));
      }
      return [];
    }
    if (ts.isIdentifier(expr)) {
      const value = constants.get(expr.text);
      return value ? texts(value, depth + 1) : [];
    }
    if (ts.isTemplateExpression(expr)) {
      let variants = [expr.head.text];
      for (const span of expr.templateSpans) {
        const inner = span.expression;
        const branches =
          ts.isConditionalExpression(inner) && texts(inner, depth + 1).length > 0
            ? texts(inner, depth + 1)
            : ['{}'];
        variants = variants.flatMap((v) => branches.map((b) => v + b + span.literal.text));
      }
      return variants;
    }
    if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) return returned(expr, depth + 1);
    if (
      ts.isCallExpression(expr) &&
      ts.isIdentifier(expr.expression) &&
      expr.expression.text === 'typeMessage'
    ) {
      return [...texts(expr.arguments[0], depth + 1).map((t) => `must be ${t}`), 'is required'];
    }
    if (
      ts.isCallExpression(expr) &&
      ts.isIdentifier(expr.expression) &&
      expr.expression.text === 'requiredMessage'
    ) {
      return texts(expr.arguments[0], depth + 1).map((t) => `must be ${t}`);
    }
    return [];
  };

  const returned = (fn: ts.FunctionLikeDeclaration, depth: number): string[] => {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return texts(fn.body, depth);
    const out: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node)) out.push(...texts(node.expression, depth));
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return out;
  };

  const found: SourceMessage[] = [];
  for (const { file, source } of parsed) {
    const add = (node: ts.Node, list: string[]) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      for (const text of list) found.push({ text, where: `${file}:${line + 1}` });
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const args = node.arguments ?? [];
        if (ERROR_CALLS.has(name))
          add(
            node,
            // allow's role and need are not words for people; its detail is the third argument.
            (name === 'allow' ? args.slice(2) : args).flatMap((a) => texts(a)),
          );
        if (name === 'typeMessage' || name === 'requiredMessage') add(node, texts(node as ts.Expression));
        if (ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(callee)) {
          add(
            node,
            args
              .filter((a) => !ts.isObjectLiteralExpression(a))
              .flatMap((a) => (ts.isArrowFunction(a) ? [] : texts(a))),
          );
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        MESSAGE_PROPERTIES.has(node.name.text)
      ) {
        add(node, texts(node.initializer));
      }
      if (
        (ts.isFunctionDeclaration(node) && node.name && WORDING_FUNCTION.test(node.name.text)) ||
        (ts.isVariableDeclaration(node) &&
          ts.isIdentifier(node.name) &&
          WORDING_FUNCTION.test(node.name.text) &&
          node.initializer &&
          (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)))
      ) {
        const fn = ts.isFunctionDeclaration(node) ? node : (node.initializer as ts.ArrowFunction);
        add(node, returned(fn, 0));
      }
      if (
        ts.isParameter(node) &&
        ts.isIdentifier(node.name) &&
        /problem|detail|message/i.test(node.name.text)
      ) {
        add(node, texts(node.initializer));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
