// A multipart/form-data body as a browser would send it, made by the platform's own FormData.

/** The bytes and content type of a form with a file and text fields, for `app.inject`. */
export async function multipartForm(
  file: { name: string; bytes: Buffer | string; type?: string } | undefined,
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  if (file) {
    const bytes = typeof file.bytes === 'string' ? Buffer.from(file.bytes, 'utf8') : file.bytes;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'text/csv' }), file.name);
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
