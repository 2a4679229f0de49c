import toast from 'react-hot-toast';
import { i18n } from './i18n';
import { currentLocale } from './i18n/language';
import { describeForm, idempotencyHeader, withIdempotencyKey } from './idempotency-key';
import { saveBlob } from './save-file';

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

/** A create's options: `idempotent` sends it with an Idempotency-Key (decision 045). */
export interface CreateOptions {
  idempotent?: boolean;
}

/** The server's 409 for a keyed request whose first sending still runs (it says Retry-After). */
class StillRunning extends ApiError {}

/** A failure the server did not answer for good: the same request may be sent again with its key. */
function unanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error instanceof StillRunning;
}

function failure(response: Response, payload: unknown, idempotencyKey: string | undefined): ApiError {
  reportFailure(response.status);
  const running = idempotencyKey && response.status === 409 && response.headers.has('Retry-After');
  return new (running ? StillRunning : ApiError)(response.status, detailOf(payload));
}

async function send(
  method: string,
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<{ payload: unknown; headers: Headers }> {
  const token = await tokenSource();
  // The chosen language, so that the server's `detail`s come back in it (decision 016).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  // Only with a body: Fastify rejects an empty body that claims to be JSON.
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyHeader(idempotencyKey);

  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await readBody(response);
  if (!response.ok) throw failure(response, payload, idempotencyKey);
  return { payload, headers: response.headers };
}

async function request<T>(method: string, path: string, body?: unknown, options?: CreateOptions): Promise<T> {
  if (!options?.idempotent) return (await send(method, path, body)).payload as T;
  const named = `${method} ${path}\n${JSON.stringify(body)}`;
  return withIdempotencyKey(
    named,
    async (key) => (await send(method, path, body, key)).payload as T,
    unanswered,
  );
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
  saveBlob(await response.blob(), name);
}

/** A multipart form (an import): the browser sets its content type with the boundary. */
async function upload<T>(path: string, form: FormData, options?: CreateOptions): Promise<T> {
  if (options?.idempotent) {
    return withIdempotencyKey(
      `UPLOAD ${path}\n${describeForm(form)}`,
      (key) => sendForm<T>(path, form, key),
      unanswered,
    );
  }
  return sendForm<T>(path, form);
}

async function sendForm<T>(path: string, form: FormData, idempotencyKey?: string): Promise<T> {
  const token = await tokenSource();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyHeader(idempotencyKey);
  const response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers, body: form });
  const payload = await readBody(response);
  if (!response.ok) throw failure(response, payload, idempotencyKey);
  return payload as T;
}

export const api = {
  download,
  upload,
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, options?: CreateOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  /** A body only where the API asks for one (the account deletion's confirmation). */
  delete: <T = void>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  getPage,
};

/** Text for a failed mutation's toast: the server's detail if it sent one, else the screen's fallback. */
export function mutationErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}
