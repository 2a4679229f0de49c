// The before/after of a changed source as a reader follows it: sentence by sentence, what was
// removed and what was added, with long unchanged stretches folded to a count (decision 043).

export type DiffPart =
  | { kind: 'same' | 'removed' | 'added'; text: string }
  | { kind: 'folded'; count: number };

/** Unchanged sentences kept on each side of a change, for context. */
const CONTEXT = 1;
/** Beyond this many cells the middle is compared as two blocks, not sentence by sentence. */
const MAX_CELLS = 4_000_000;

/** A text's sentences: its lines, each cut after a full stop, question or exclamation mark. */
export function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=\S)/))
    .map((s) => s.trim())
    .filter(Boolean);
}

export function diffSentences(before: string, after: string): DiffPart[] {
  const a = sentences(before);
  const b = sentences(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [
    ...a.slice(0, start).map((text) => ({ kind: 'same' as const, text })),
    ...middle(a.slice(start, endA), b.slice(start, endB)),
    ...a.slice(endA).map((text) => ({ kind: 'same' as const, text })),
  ];
  return fold(parts);
}

/** The longest common subsequence of the changed middle, read back as removed/added/same. */
function middle(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) {
    return [
      ...a.map((text) => ({ kind: 'removed' as const, text })),
      ...b.map((text) => ({ kind: 'added' as const, text })),
    ];
  }
  // lengths[i][j]: LCS of a[i..] and b[j..], in one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[at(i, j)] =
        a[i] === b[j]
          ? lengths[at(i + 1, j + 1)]! + 1
          : Math.max(lengths[at(i + 1, j)]!, lengths[at(i, j + 1)]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i]! });
      i += 1;
      j += 1;
    } else if (j < m && (i === n || lengths[at(i, j + 1)]! >= lengths[at(i + 1, j)]!)) {
      parts.push({ kind: 'added', text: b[j]! });
      j += 1;
    } else {
      parts.push({ kind: 'removed', text: a[i]! });
      i += 1;
    }
  }
  // Within a run of changes, what was removed reads before what replaced it.
  return regroup(parts);
}

function regroup(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed: DiffPart[] = [];
  let added: DiffPart[] = [];
  const flush = () => {
    out.push(...removed, ...added);
    removed = [];
    added = [];
  };
  for (const part of parts) {
    if (part.kind === 'removed') removed.push(part);
    else if (part.kind === 'added') added.push(part);
    else {
      flush();
      out.push(part);
    }
  }
  flush();
  return out;
}

/** Unchanged sentences farther than CONTEXT from any change become one folded count. */
function fold(parts: DiffPart[]): DiffPart[] {
  const changed = parts.map((p) => p.kind === 'removed' || p.kind === 'added');
  const near = parts.map((_, index) =>
    changed.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some(Boolean),
  );
  const out: DiffPart[] = [];
  for (const [index, part] of parts.entries()) {
    if (near[index]) {
      out.push(part);
      continue;
    }
    const last = out[out.length - 1];
    if (last?.kind === 'folded') last.count += 1;
    else out.push({ kind: 'folded', count: 1 });
  }
  return out;
}
