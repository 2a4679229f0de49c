import { ErrorBody, MyDataExport } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { urlHint } from '../../channels/url-hint';
import { licenseSheet } from '../data-transfer/export';
import { writeCsvText } from '../data-transfer/sheet-files';
import { listLicenses, toLicense } from '../licenses/service';
import { storedData } from './repository';

/**
 * GET /users/export (issue 18; Québec's Law 25 s.27, PIPEDA): everything the product holds about the
 * caller, in one JSON file, at once. Licences carry their periods, deliveries their attempts.
 */
export async function myDataRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/users/export',
    {
      schema: {
        tags: ['users'],
        description:
          'Everything the product holds about the caller: profile, sign-in account (less the password hash), workspaces and roles, invitations received, phone verifications, the businesses the caller created in workspaces they belong to, their licences with history (and as the export’s CSV), reminder deliveries with their attempts, calendar feed dates, the channels of the workspaces the caller owns (URL hint only, never the URL or signing secret), and the outside contacts the caller’s businesses remind.',
        response: { 200: MyDataExport, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const data = await storedData(app.db, request.user.id);
      const mine = new Set(data.licenses.map((l) => l.id));
      const sheetLicenses = (await listLicenses(app.db, request.user.id))
        .filter((owned) => mine.has(owned.license.id))
        .map((owned) => toLicense(owned, now));
      const periodsOf = (id: unknown) => data.periods.filter((p) => p.license_id === id);
      const attemptsOf = (id: unknown) => data.attempts.filter((a) => a.delivery_id === id);
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="license-tracker-my-data-${now.toISOString().slice(0, 10)}.json"`,
        );
      return {
        exported_at: now.toISOString(),
        profile: data.user ?? {},
        sign_in: {
          issuer: data.user?.issuer ?? null,
          subject: data.user?.subject ?? null,
          built_in_account: data.localAccount ?? null,
          admin_grants: data.adminGrants,
          calendar_feed: data.calendarFeed ?? null,
        },
        workspaces: data.workspaces,
        invitations: data.invitations,
        phone: {
          verifications: data.phoneVerifications,
          sms_opt_out: data.smsOptOut ?? null,
          daily_sends: data.dailySends,
        },
        businesses: data.businesses,
        licenses: data.licenses.map((l) => ({ ...l, history: periodsOf(l.id) })),
        // Headers in the person's language, as the export writes them (it re-imports).
        licenses_csv: writeCsvText(licenseSheet(sheetLicenses, data.user?.language === 'fr' ? 'fr' : 'en')),
        reminder_deliveries: data.deliveries.map((d) => ({ ...d, attempts: attemptsOf(d.id) })),
        // As the channel list shows them (decision 026): a Slack or Teams URL posts to the team, so
        // a file that travels holds its hint only.
        workspace_channels: data.channels.map(({ url, ...channel }) => ({
          ...channel,
          url_hint: urlHint(String(url)),
        })),
        outside_contacts: data.outsideContacts,
      };
    },
  );
}
