// Shared by the security tests (not a test file itself). The rest of what they share:
//   routes-table.ts  every /api route with what it accepts (ROUTES), and samples;
//   app-routes.ts    the routes as the app and its API docs list them;
//   db-guard.ts      database fingerprints (DatabaseWatch);
// and the app itself comes from test/support/app.ts (buildTestApp, with logStream and webDist).

/** Rate limits high enough for tens of thousands of calls a minute; the admin of the tests. */
export const ADMIN_EMAIL = 'security-admin@example.test';
export const SECURITY_ENV = { RATE_LIMIT_PER_MINUTE: '10000000', ADMIN_EMAILS: ADMIN_EMAIL };
