// Shared by the recipient tests (not a test file itself): a workspace member who joined through the
// real invitation path, with the link read from the loopback SMTP server.
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { Clock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from './app';
import { type ApiClient, apiClient, createBusiness, TEST_ENV } from './businesses';
import type { DbKind } from './database';
import { startSmtpFake } from './reminders/smtp-fake';
import { newIdentity } from './tokens';

export async function joinWorkspace(
  t: TestApp,
  owner: ApiClient,
  messages: ParsedMail[],
  workspaceId: string,
  role: 'editor' | 'viewer',
  name = `The ${role}`,
) {
  const identity = newIdentity(role);
  const session = await t.signIn(identity);
  const api = apiClient(t.app, session.headers);
  const invited = await owner.post(`/api/workspaces/${workspaceId}/invitations/`, {
    email: identity.email,
    role,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = messages.filter((m) => m.to && JSON.stringify(m.to).includes(identity.email)).at(-1)!;
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
  const accepted = await api.post(`/api/invitations/${token}/accept/`, {
    full_name: name,
    phone_number: '416 555 0123',
  });
  expect(accepted.statusCode, accepted.body).toBeLessThan(300);
  const profile = (await api.get('/api/users/profile')).json() as { id: string; email: string };
  return { api, identity, userId: profile.id, email: profile.email };
}

/** The first link in a message's text that starts with this path. */
export function linkIn(mail: ParsedMail, path: string): string {
  const found = new RegExp(`https?://[^\\s]+${path.replaceAll('/', '\\/')}\\?token=[^\\s]+`).exec(
    mail.text ?? '',
  );
  expect(found, `no ${path} link in: ${mail.text}`).not.toBeNull();
  return found![0];
}

export const toOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []);

/**
 * A business with its owner, an editor and a viewer who joined by invitation, and a signed-in
 * stranger, on an app that mails the loopback SMTP server: the cast of the recipient API tests.
 */
export async function recipientsCast(
  kind: DbKind,
  { sendCapPerDay, clock }: { sendCapPerDay: number; clock?: Clock },
) {
  const smtp = await startSmtpFake();
  const t = await buildTestApp(kind, {
    env: {
      ...TEST_ENV,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://tracker.example.test',
      SEND_CAP_EMAIL_PER_DAY: String(sendCapPerDay),
    },
    ...(clock ? { clock } : {}),
  });
  const owner = apiClient(t.app, (await t.signIn()).headers);
  const business = await createBusiness(owner);
  const editor = await joinWorkspace(t, owner, smtp.messages, business.workspace_id, 'editor');
  const viewer = await joinWorkspace(t, owner, smtp.messages, business.workspace_id, 'viewer');
  const outsider = apiClient(t.app, (await t.signIn()).headers);
  return { t, smtp, owner, editor, viewer, outsider, biz: business.id };
}
