// The shapes the fuzzer works with: a generated request, and the world it is sent into.

import type { TestApp } from '../../support/app';
import type { RouteSpec } from '../routes-table';

export type Caller = 'user' | 'admin' | 'anonymous' | 'bad-token';

export type Body =
  | { kind: 'none' }
  /** A value sent as JSON text. */
  | { kind: 'json'; value: unknown }
  /** Text sent as it is: malformed JSON, form data, a huge blob. */
  | { kind: 'raw'; text: string };

export interface FuzzRequest {
  route: RouteSpec;
  caller: Caller;
  badToken: string;
  method: string;
  /** Path parameters, already in URL form (encoded, or malformed on purpose). */
  params: Record<string, string>;
  queryString: string;
  body: Body;
  contentType: string | undefined;
  trailingSlash: boolean;
}

export interface World {
  app: TestApp;
  headers: Record<'user' | 'admin', string>;
  ids: {
    user: { businessId: string; licenseId: string; userId: string; workspaceId: string };
    admin: { businessId: string; licenseId: string; userId: string; workspaceId: string };
    other: { businessId: string; licenseId: string; userId: string; workspaceId: string };
    templateIds: string[];
  };
  /** Authorization headers that must not get anyone in. */
  badTokens: string[];
}
