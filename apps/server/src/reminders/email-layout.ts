import type { Language } from '@lt/core';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** The one HTML document every reminder e-mail is: its language, its title, its body. */
export function emailDocument(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
${body}
</body></html>`;
}

export function emailButton(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display: inline-block; padding: 4px 12px; border: 1px solid #1d4ed8; border-radius: 4px; color: #1d4ed8; text-decoration: none">${escapeHtml(label)}</a>`;
}

/** Why the person receives it, and the unsubscribe link. */
export function emailFooter(why: string, unsubscribe: string, stopLabel: string): string {
  return `<hr>
<p style="font-size: 12px; color: #6b7280">${escapeHtml(why)}
<a href="${escapeHtml(unsubscribe)}">${escapeHtml(stopLabel)}</a>.</p>`;
}
