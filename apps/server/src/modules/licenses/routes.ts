import {
  CalculateExpiryRequest,
  CalculateExpiryResponse,
  ErrorBody,
  License,
  LicenseInput,
  uuidParam,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calculatedExpiry } from './expiry';
import * as service from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export async function licenseRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['licenses'];
  const now = () => app.clock.now();

  r.get(
    '/licenses/',
    { schema: { tags, response: { 200: z.array(License), ...errors } } },
    async (request) => {
      const at = now();
      return (await service.listLicenses(app.db, request.user.id)).map((l) => service.toLicense(l, at));
    },
  );

  r.post(
    '/licenses/',
    { schema: { tags, body: LicenseInput, response: { 201: License, ...errors } } },
    async (request, reply) => {
      const created = await service.createLicense(app.db, request.user.id, request.body);
      return reply.code(201).send(service.toLicense(created, now()));
    },
  );

  r.post(
    '/licenses/calculate-expiry/',
    { schema: { tags, body: CalculateExpiryRequest, response: { 200: CalculateExpiryResponse, ...errors } } },
    async (request) => {
      const body = request.body;
      const result = await calculatedExpiry(app.db, {
        issuedDate: body.issued_date,
        businessType: body.business_type,
        province: body.province,
        city: body.city,
        level: body.level,
        licenseName: body.license_name,
      });
      return {
        expiry_date: result.expiry_date,
        template_id: result.template?.id ?? null,
        template_name: result.template?.name ?? null,
        renewal_rule: result.rule,
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
    async (request) =>
      service.toLicense(
        await service.updateLicense(app.db, request.user.id, request.params.id, request.body),
        now(),
      ),
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
