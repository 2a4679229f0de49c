// The main text of a source page (decision 043): what an authority says, without its scripts,
// styles, menus, banners and footers, so that a new script version or a reshuffled menu is not a
// "change" and a new fee is. A few careful lines rather than a DOM: the watch needs stable text,
// not a faithful rendering. Block elements become line breaks so the before/after diff reads by
// paragraph.

/** Raw-text elements: their content is never markup, it ends at the first closing tag. */
const RAW_TEXT = /<(script|style|noscript|template|textarea|svg|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/**
 * The page's furniture, dropped with everything inside it (nested ones included). Not `form`:
 * ASP.NET pages wrap their whole content in one.
 */
const FURNITURE = ['nav', 'header', 'footer', 'aside', 'button', 'select', 'dialog'];
const BLOCK =
  /<\/?(p|div|section|article|main|li|ul|ol|dl|dt|dd|h[1-6]|br|hr|tr|table|thead|tbody|caption|blockquote|pre|figure|figcaption|address|details|summary)\b[^>]*>/gi;
const CELL = /<\/?(td|th)\b[^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  ocirc: 'ô',
  icirc: 'î',
  ucirc: 'û',
  ugrave: 'ù',
  Eacute: 'É',
  Egrave: 'È',
  Agrave: 'À',
  Ccedil: 'Ç',
};

export function mainText(html: string): string {
  let text = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(RAW_TEXT, ' ');
  text = innerOf(text, 'main') ?? innerOf(text, 'body') ?? text;
  for (const name of FURNITURE) text = dropElements(text, name);
  // The page's own line breaks are spaces in HTML; only block elements break lines.
  text = text
    .replace(/\s+/g, ' ')
    .replace(BLOCK, '\n')
    .replace(CELL, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The content of the first `<name>` up to the last `</name>`, when the page has one. */
function innerOf(html: string, name: string): string | null {
  const open = new RegExp(`<${name}\\b[^>]*>`, 'i').exec(html);
  if (!open) return null;
  const end = html.toLowerCase().lastIndexOf(`</${name}`);
  return html.slice(open.index + open[0].length, end > open.index ? end : undefined);
}

/** The markup without each `<name>…</name>`, counting nested ones; an unclosed one runs to the end. */
function dropElements(html: string, name: string): string {
  const tags = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'gi');
  let out = '';
  let depth = 0;
  let kept = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    const closing = match[1] === '/';
    if (match[2] === '/' && !closing) continue;
    if (!closing) {
      if (depth === 0) out += html.slice(kept, match.index);
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) kept = match.index + match[0].length;
    }
  }
  return depth > 0 ? out : out + html.slice(kept);
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity] ?? NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}
