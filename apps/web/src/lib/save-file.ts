// One way to hand the browser a file to save: an export from the server, a CSV made in the page.

/** Saves the blob under the name, through a temporary link (the only way a page can start a download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Saves text as a file; a BOM first so that Excel reads a CSV's accents right. */
export function saveText(text: string, name: string, type: string): void {
  saveBlob(new Blob([`\uFEFF${text}`], { type }), name);
}
