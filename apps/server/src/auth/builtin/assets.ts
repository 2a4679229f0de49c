import type { FastifyInstance } from 'fastify';

// Served as files because the site's CSP forbids inline scripts; the reminder link pages inline AUTH_CSS.
export const AUTH_CSS_PATH = '/interaction/assets/auth.css';
export const LOGOUT_JS_PATH = '/interaction/assets/logout.js';

export const AUTH_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;color:#111827;background:#f3f4f6}
.auth{display:flex;min-height:100vh;align-items:center;justify-content:center;padding:24px 16px}
.card{width:100%;max-width:420px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 10px 30px rgba(17,24,39,.08);padding:32px 28px}
.brand{display:inline-flex;align-items:center;gap:10px;font-weight:700;font-size:18px;color:#111827;text-decoration:none;margin-bottom:24px}
.brand-mark{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:8px;background:#2563eb;color:#fff;font-size:14px;letter-spacing:.5px}
h1{font-size:24px;line-height:1.25;margin:0 0 8px}
.lead{margin:0 0 24px;color:#4b5563}
.field{margin-bottom:16px}
label{display:block;font-weight:600;font-size:14px;margin-bottom:6px;color:#374151}
input{display:block;width:100%;font:inherit;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:#111827}
input:focus{outline:none;border-color:#2563eb;box-shadow:0 0 0 3px rgba(37,99,235,.25)}
.hint{margin:6px 0 0;font-size:13px;color:#6b7280}
.button{display:block;width:100%;margin-top:8px;padding:11px 16px;font:inherit;font-weight:600;text-align:center;text-decoration:none;color:#fff;background:#2563eb;border:1px solid #2563eb;border-radius:8px;cursor:pointer}
.button:hover{background:#1d4ed8;border-color:#1d4ed8}
.button:focus-visible{outline:3px solid rgba(37,99,235,.45);outline-offset:2px}
.alert{margin:0 0 20px;padding:12px 14px;border:1px solid #fecaca;border-radius:8px;background:#fef2f2;color:#991b1b;font-size:14px}
.alert ul{margin:0;padding-left:18px}
.switch{margin:24px 0 0;text-align:center;color:#4b5563;font-size:14px}
a{color:#2563eb}
a:hover{color:#1d4ed8}
@media (max-width:480px){.auth{align-items:flex-start;padding:16px 12px}.card{padding:24px 18px;border-radius:10px}}
@media (prefers-reduced-motion:no-preference){.button,input{transition:background-color .15s,border-color .15s,box-shadow .15s}}
`;

// Submits the provider's sign-out form at once, so the user never sees a confirmation step.
const LOGOUT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
`;

export function registerAuthAssets(app: FastifyInstance): void {
  app.get(AUTH_CSS_PATH, async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(AUTH_CSS),
  );
  app.get(LOGOUT_JS_PATH, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGOUT_JS),
  );
}
