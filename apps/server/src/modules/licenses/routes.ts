import {
  CalculateExpiryRequest,
  CalculateExpiryResponse,
  ErrorBody,
  License,
  LicenseFacts,
  LicenseHistoryQuery,
  LicenseInput,
  LicenseListQuery,
  LicensePeriod,
  RenewLicenseRequest,
  TOTAL_COUNT_HEADER,
  timeZoneFor,
  todayIn,
  uuidParam,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { badRequest } from '../../lib/errors';
import { resolveExpiry } from './expiry';
import { licenseFacts } from './facts';
import { listPage } from './list-page';
import * as renewal from './renewal';
import * as service from './service';

/** What Fastify sends its own JSON as: the kept, already encoded answers go out the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const LicenseList = z.array(License);
const UNKNOWN_TEMPLATE = 'template_id: no such license template';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export async function licenseRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['licenses'];
  const now = () => app.clock.now();

  r.get(
    '/licenses/',
    {
      schema: {
        tags,
        description:
          'One page of the licences the caller may see across their workspaces (100 unless `limit` says otherwise, at most 500); the number matching the filters is in X-Total-Count.',
        querystring: LicenseListQuery,
        response: { 200: LicenseList, ...errors },
      },
    },
    async (request, reply) => {
      const at = now();
      // Kept briefly per caller, forgotten at their next write (decision 029, auth/caller-cache.ts).
      const key = `licenses|${JSON.stringify(request.query)}|${Math.floor(at.getTime() / 60_000)}`;
      const page = await app.callers.view(request.user.id, key, async () => {
        const found = await listPage(app.db, request.user.id, request.query, at);
        const licenses = found.rows.map((l) => service.toLicense(l, at));
        // The JSON the contract encodes, once: a string is sent as it is.
        return { total: found.total, json: JSON.stringify(LicenseList.encode(licenses)) };
      });
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      // Typed as the contract's value, sent as the string it already is (Fastify does not encode a string).
      return reply.type(JSON_CONTENT_TYPE).send(page.json as unknown as License[]);
    },
  );

  r.post(
    '/licenses/',
    { schema: { tags, body: LicenseInput, response: { 201: License, ...errors } } },
    async (request, reply) => {
      const at = now();
      const created = await service.createLicense(app.db, request.user.id, request.body, at);
      return reply.code(201).send(service.toLicense(created, at));
    },
  );

  r.post(
    '/licenses/calculate-expiry/',
    { schema: { tags, body: CalculateExpiryRequest, response: { 200: CalculateExpiryResponse, ...errors } } },
    async (request) => {
      const body = request.body;
      // "Today" in the zone of the place asked about (the business's zone when it is the same place).
      const today = todayIn(timeZoneFor(body.province, body.city), now());
      const result = await resolveExpiry(app.db, {
        issuedDate: body.issued_date,
        templateId: body.template_id,
        rule: body.renewal_rule,
        today,
      });
      // A template id that names no template is the caller's mistake, not a 12-month licence.
      if (body.template_id && !result.template) throw badRequest(UNKNOWN_TEMPLATE);
      return {
        expiry_date: result.expiry_date,
        expiry_estimated: result.expiry_estimated,
        template_id: result.template?.id ?? null,
        template_name: result.template?.name ?? null,
        renewal_rule: result.rule,
        authority: result.template?.issuingAuthority ?? null,
        source_url: result.template?.sourceUrl ?? null,
      };
    },
  );

  r.get(
    '/licenses/:id/',
    { schema: { tags, params: uuidParam, response: { 200: License, ...errors } } },
    async (request) =>
      service.toLicense(await service.getLicense(app.db, request.user.id, request.params.id), now()),
  );

  r.put(
    '/licenses/:id/',
    { schema: { tags, params: uuidParam, body: LicenseInput, response: { 200: License, ...errors } } },
    async (request) => {
      const at = now();
      return service.toLicense(
        await service.updateLicense(app.db, request.user.id, request.params.id, request.body, at),
        at,
      );
    },
  );

  r.post(
    '/licenses/:id/renew/',
    {
      schema: {
        tags,
        description:
          'Starts the next period of a licence: by default at the old expiry (today when it had lapsed), ending by its renewal rule. The previous period stays in the history.',
        params: uuidParam,
        // Every field may be left out, and so may the body itself.
        body: RenewLicenseRequest.nullish(),
        response: { 200: License, ...errors },
      },
    },
    async (request) => {
      const at = now();
      const renewed = await renewal.renewLicense(
        app.db,
        request.user,
        request.params.id,
        request.body ?? RenewLicenseRequest.parse({}),
        at,
      );
      return service.toLicense(renewed, at);
    },
  );

  r.get(
    '/licenses/:id/facts/',
    {
      schema: {
        tags,
        description:
          "What an owner needs on the day (fee, late penalty, how to renew, the renewal page) from the licence's chosen template, with its source, checked date and confidence; every field null for a licence typed by hand.",
        params: uuidParam,
        response: { 200: LicenseFacts, ...errors },
      },
    },
    async (request) => licenseFacts(app.db, request.user.id, request.params.id),
  );

  r.get(
    '/licenses/:id/history/',
    {
      schema: {
        tags,
        description: 'Every period of a licence, newest first; the total is in X-Total-Count.',
        params: uuidParam,
        querystring: LicenseHistoryQuery,
        response: { 200: z.array(LicensePeriod), ...errors },
      },
    },
    async (request, reply) => {
      const page = await renewal.licenseHistory(app.db, request.user.id, request.params.id, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.periods;
    },
  );

  r.delete(
    '/licenses/:id/',
    { schema: { tags, params: uuidParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteLicense(app.db, request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
