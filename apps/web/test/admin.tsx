// Shared by the admin component tests (not a test file itself).
import type { AdminTemplate } from '@lt/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { setAccessTokenSource } from '../src/lib/api';
import { createQueryClient } from '../src/lib/query-client';
import { AppToaster } from '../src/lib/toast';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type FakeRoute = (method: string, path: string, body: unknown) => FakeResponse | undefined;

/** Answers fetch from `route` (path without the /api prefix); unknown calls get 404. */
export function stubApi(route: FakeRoute) {
  setAccessTokenSource(() => 'token');
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const answer = route(method, path, body) ?? { status: 404, body: { detail: 'Not found' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, paths: () => calls.map((c) => `${c.method} ${c.path}`) };
}

export function renderWithQueries(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  return render(
    <QueryClientProvider client={client}>
      <AppToaster />
      {ui}
    </QueryClientProvider>,
  );
}

export function template(overrides: Partial<AdminTemplate> = {}): AdminTemplate {
  return {
    id: 't1',
    name: 'Business licence',
    name_fr: null,
    level: 'municipal',
    business_types: ['Technology'],
    province: 'NS',
    city: 'Halifax',
    default_validity_months: 12,
    renewal_rule: { kind: 'term', months: 12 },
    description: 'Issued by the city.',
    description_fr: null,
    issuing_authority: null,
    issuing_authority_fr: null,
    source_url: null,
    activities: ['software_it'],
    conditions: [],
    source_checked_on: null,
    confidence: null,
    source_kind: null,
    fee: null,
    fee_fr: null,
    late_penalty: null,
    late_penalty_fr: null,
    how_to_renew: null,
    how_to_renew_fr: null,
    renewal_url: null,
    edited_by_admin: false,
    created_at: '2026-01-05T12:00:00.000Z',
    updated_at: '2026-01-05T12:00:00.000Z',
    ...overrides,
  };
}
