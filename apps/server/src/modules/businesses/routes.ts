import {
  Business,
  BusinessCreate,
  BusinessListQuery,
  BusinessUpdate,
  ErrorBody,
  TOTAL_COUNT_HEADER,
  uuidParam,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPage } from './list-page';
import * as service from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export async function businessRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['businesses'];

  r.get(
    '/businesses/',
    {
      schema: {
        tags,
        description:
          'One page of the businesses the caller may see across their workspaces (100 unless `limit` says otherwise, at most 500), newest first by default; the number matching is in X-Total-Count.',
        querystring: BusinessListQuery,
        response: { 200: z.array(Business), ...errors },
      },
    },
    async (request, reply) => {
      const page = await listPage(app.db, request.user.id, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.rows.map(service.toBusiness);
    },
  );

  r.post(
    '/businesses/',
    { schema: { tags, body: BusinessCreate, response: { 201: Business, ...errors } } },
    async (request, reply) => {
      const created = await service.createBusiness(app.db, request.user.id, request.body);
      return reply.code(201).send(service.toBusiness(created));
    },
  );

  r.get(
    '/businesses/:id/',
    { schema: { tags, params: uuidParam, response: { 200: Business, ...errors } } },
    async (request) =>
      service.toBusiness(await service.getBusiness(app.db, request.user.id, request.params.id)),
  );

  r.put(
    '/businesses/:id/',
    { schema: { tags, params: uuidParam, body: BusinessUpdate, response: { 200: Business, ...errors } } },
    async (request) =>
      service.toBusiness(
        await service.updateBusiness(app.db, request.user.id, request.params.id, request.body),
      ),
  );

  r.delete(
    '/businesses/:id/',
    { schema: { tags, params: uuidParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteBusiness(app.db, request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
