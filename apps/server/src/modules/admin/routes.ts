import {
  AdminBusiness,
  AdminDailySends,
  AdminPageQuery,
  AdminReminder,
  AdminReminderQuery,
  AdminReminderRun,
  AdminStats,
  AdminTemplate,
  AdminTemplateQuery,
  AdminUser,
  AdminWorkspace,
  ErrorBody,
  TEMPLATE_FORM_MESSAGES,
  TemplateInput,
  TemplateUsage,
  TOTAL_COUNT_HEADER,
  uuidParam,
} from '@lt/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerRoles } from '../../auth/roles';
import { badRequest, forbidden } from '../../lib/errors';
import { sendsToday } from '../../reminders/send-caps';
import { runRemindersNow } from './reminder-run';
import * as service from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['admin'];

/**
 * A template body's missing fields answer exactly as the form says (PRODUCT §5), not "name: …";
 * every other problem goes to the global handler, which names the field.
 */
function checkTemplateRequest(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
  if (!error) return;
  const messages = (error.validation ?? []).map((issue) => issue.message);
  const known = TEMPLATE_FORM_MESSAGES.find((m) => messages.includes(m));
  throw known ? badRequest(known) : error;
}

/**
 * /api/admin: statistics, all users and businesses, the licence templates (PRODUCT §7) and the
 * reminder deliveries (issue #6).
 * Every method of every route checks the caller's admin rights here, on the server.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    // The authentication hook of the /api scope ran first, so request.user is the caller.
    const roles = await callerRoles(app, request.user);
    if (!roles.is_admin) throw forbidden();
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/stats', { schema: { tags, response: { 200: AdminStats, ...errors } } }, async () =>
    service.stats(app.db),
  );

  r.get(
    '/admin/users',
    { schema: { tags, querystring: AdminPageQuery, response: { 200: z.array(AdminUser), ...errors } } },
    async (request, reply) => {
      const page = await service.usersPage(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  r.get(
    '/admin/sends-today',
    {
      schema: {
        tags,
        description:
          'Messages sent today (UTC) on behalf of each account and channel, and those its daily cap refused (SEND_CAP_EMAIL_PER_DAY, SEND_CAP_SMS_PER_DAY). Most first.',
        querystring: AdminPageQuery,
        response: { 200: z.array(AdminDailySends), ...errors },
      },
    },
    async (request, reply) => {
      const page = await sendsToday(app.db, app.clock.now(), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items.map((c) => ({
        user_id: c.userId,
        email: c.email,
        channel: c.channel,
        sent: c.sent,
        refused: c.refused,
      }));
    },
  );

  r.get(
    '/admin/businesses',
    { schema: { tags, querystring: AdminPageQuery, response: { 200: z.array(AdminBusiness), ...errors } } },
    async (request, reply) => {
      const page = await service.businessesPage(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  r.get(
    '/admin/workspaces',
    { schema: { tags, querystring: AdminPageQuery, response: { 200: z.array(AdminWorkspace), ...errors } } },
    async (request, reply) => {
      const page = await service.workspacesPage(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  r.get(
    '/admin/reminders',
    {
      schema: { tags, querystring: AdminReminderQuery, response: { 200: z.array(AdminReminder), ...errors } },
    },
    async (request, reply) => {
      const page = await service.remindersPage(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  r.post(
    '/admin/reminders/run',
    { schema: { tags, response: { 200: AdminReminderRun, ...errors } } },
    async (request) => {
      // Sends e-mail and SMS to every owner with something due: super admins only.
      const roles = await callerRoles(app, request.user);
      if (!roles.is_super_admin) throw forbidden('Only a super admin may send reminders now');
      return runRemindersNow(app);
    },
  );

  r.get(
    '/admin/license-templates',
    {
      schema: { tags, querystring: AdminTemplateQuery, response: { 200: z.array(AdminTemplate), ...errors } },
    },
    async (request, reply) => {
      const page = await service.templatesPage(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  r.get(
    '/admin/license-templates/:id/licenses',
    { schema: { tags, params: uuidParam, response: { 200: TemplateUsage, ...errors } } },
    async (request) => service.templateUsage(app.db, request.params.id),
  );

  r.post(
    '/admin/license-templates',
    {
      attachValidation: true,
      schema: { tags, body: TemplateInput, response: { 201: AdminTemplate, ...errors } },
    },
    async (request, reply) => {
      checkTemplateRequest(request);
      return reply.code(201).send(await service.createTemplate(app.db, request.body));
    },
  );

  r.put(
    '/admin/license-templates/:id',
    {
      attachValidation: true,
      schema: { tags, params: uuidParam, body: TemplateInput, response: { 200: AdminTemplate, ...errors } },
    },
    async (request) => {
      checkTemplateRequest(request);
      return service.updateTemplate(app.db, request.params.id, request.body);
    },
  );

  r.delete(
    '/admin/license-templates/:id',
    { schema: { tags, params: uuidParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteTemplate(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
