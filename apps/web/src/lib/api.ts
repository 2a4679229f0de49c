import toast from 'react-hot-toast';
import { i18n } from './i18n';
import { currentLocale } from './i18n/language';

export const API_BASE = '/api';

/** A failed API call: the HTTP status and the server's `detail` text (PRODUCT §8), when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

type TokenSource = () => Promise<string | null | undefined> | string | null | undefined;
let tokenSource: TokenSource = () => null;

/** The app wires this to the signed-in user's access token at boot (tokens live in memory). */
export function setAccessTokenSource(source: TokenSource): void {
  tokenSource = source;
}

/** PRODUCT §8 global handling. The caller still receives the error; ids keep concurrent failures to one toast. */
function reportFailure(status: number): void {
  if (status === 401) return;
  if (status === 403) toast.error(i18n.t('errors.forbidden'), { id: 'api-403' });
  else if (status === 404) toast.error(i18n.t('errors.notFound'), { id: 'api-404' });
  else if (status >= 500) toast.error(i18n.t('errors.server'), { id: 'api-5xx' });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function detailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return null;
}

async function send(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ payload: unknown; headers: Headers }> {
  const token = await tokenSource();
  // The chosen language, so that the server's `detail`s come back in it (decision 016).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  // Only with a body: Fastify rejects an empty body that claims to be JSON.
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await readBody(response);
  if (!response.ok) {
    reportFailure(response.status);
    throw new ApiError(response.status, detailOf(payload));
  }
  return { payload, headers: response.headers };
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  return (await send(method, path, body)).payload as T;
}

/** A paginated list: its rows and the X-Total-Count header (admin users and businesses). */
async function getPage<T>(path: string): Promise<{ items: T[]; total: number }> {
  const { payload, headers } = await send('GET', path);
  const items = Array.isArray(payload) ? (payload as T[]) : [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isNaN(total) ? items.length : total };
}

/** A file from the API (an export): fetched with the token, then saved through a temporary link. */
async function download(path: string, fallbackName: string): Promise<void> {
  const token = await tokenSource();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    reportFailure(response.status);
    throw new ApiError(response.status, detailOf(await readBody(response)));
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A multipart form (an import): the browser sets its content type with the boundary. */
async function upload<T>(path: string, form: FormData): Promise<T> {
  const token = await tokenSource();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers, body: form });
  const payload = await readBody(response);
  if (!response.ok) {
    reportFailure(response.status);
    throw new ApiError(response.status, detailOf(payload));
  }
  return payload as T;
}

export const api = {
  download,
  upload,
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  /** A body only where the API asks for one (the account deletion's confirmation). */
  delete: <T = void>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  getPage,
};

/** Text for a failed mutation's toast: the server's detail if it sent one, else the screen's fallback. */
export function mutationErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}
