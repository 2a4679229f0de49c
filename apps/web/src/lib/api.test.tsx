import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, mutationErrorMessage, setAccessTokenSource } from './api';
import { AppToaster, toast } from './toast';

function respond(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failingGet(): Promise<ApiError> {
  let caught: unknown;
  await act(async () => {
    caught = await api.get('/things').catch((error: unknown) => error);
  });
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

const MESSAGES = [
  'You do not have permission to perform this action',
  'Resource not found',
  'Server error. Please try again later.',
];

describe('api client', () => {
  beforeEach(() => {
    render(<AppToaster />);
    setAccessTokenSource(() => 'token-123');
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
    setAccessTokenSource(() => null);
  });

  it('sends JSON with the bearer token under /api and returns the body', async () => {
    const fetchMock = respond(200, { id: 'b1' });
    await expect(api.post('/businesses/', { business_name: 'Bistro' })).resolves.toEqual({ id: 'b1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/businesses/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"business_name":"Bistro"}');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-123');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('passes a 401 on silently', async () => {
    respond(401, { detail: 'Unauthorized' });
    const error = await failingGet();
    expect(error.status).toBe(401);
    for (const message of MESSAGES) expect(screen.queryByText(message)).toBeNull();
  });

  it.each([
    [403, 'You do not have permission to perform this action'],
    [404, 'Resource not found'],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
  ])('toasts on %i and still throws', async (status, message) => {
    respond(status, { detail: 'from server' });
    const error = await failingGet();
    expect(error.status).toBe(status);
    expect(error.detail).toBe('from server');
    expect(await screen.findByText(message)).toBeTruthy();
    for (const other of MESSAGES.filter((m) => m !== message)) expect(screen.queryByText(other)).toBeNull();
  });

  it('shows no global toast for other client errors', async () => {
    respond(422, { detail: 'Invalid postal code' });
    const error = await failingGet();
    expect(error.detail).toBe('Invalid postal code');
    for (const message of MESSAGES) expect(screen.queryByText(message)).toBeNull();
  });
});

describe('mutationErrorMessage', () => {
  it("prefers the server's detail", () => {
    expect(mutationErrorMessage(new ApiError(409, 'Licence already exists'), 'Failed to add license')).toBe(
      'Licence already exists',
    );
  });

  it('falls back when there is no detail', () => {
    expect(mutationErrorMessage(new ApiError(500, null), 'Failed to add license')).toBe(
      'Failed to add license',
    );
    expect(mutationErrorMessage(new TypeError('Failed to fetch'), 'Failed to delete license')).toBe(
      'Failed to delete license',
    );
  });
});
