import {
  CitySearchQuery,
  CitySearchResult,
  ErrorBody,
  PostalValidation,
  PostalValidationBody,
  PostalValidationRequest,
  PROVINCES,
  Province,
  ProvinceParam,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerLanguage } from '../../lib/caller-language';
import { checkPostalCode, citiesOf, searchCities } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody };

export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['locations'];

  r.get(
    '/locations/provinces',
    { schema: { tags, response: { 200: z.array(Province), ...errors } } },
    async () => PROVINCES.map((p) => ({ code: p.code, name: p.name })),
  );

  r.get(
    '/locations/search',
    {
      schema: { tags, querystring: CitySearchQuery, response: { 200: z.array(CitySearchResult), ...errors } },
    },
    async (request) => searchCities(request.query.query, request.query.province),
  );

  r.get(
    '/locations/cities/:province',
    { schema: { tags, params: ProvinceParam, response: { 200: z.array(CitySearchResult), ...errors } } },
    async (request) => citiesOf(request.params.province),
  );

  // The method is not settled by the spec: a form posts it, a link can GET it.
  r.get(
    '/locations/validate-postal',
    {
      schema: { tags, querystring: PostalValidationRequest, response: { 200: PostalValidation, ...errors } },
    },
    async (request) =>
      checkPostalCode(request.query.postal_code, request.query.province, callerLanguage(request)),
  );
  r.post(
    '/locations/validate-postal',
    { schema: { tags, body: PostalValidationBody, response: { 200: PostalValidation, ...errors } } },
    async (request) =>
      checkPostalCode(request.body.postal_code, request.body.province, callerLanguage(request)),
  );
}
