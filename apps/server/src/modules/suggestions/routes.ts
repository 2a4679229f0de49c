import { BusinessSuggestions, ErrorBody, uuidParam } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { suggestionsFor } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export async function suggestionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/businesses/:id/suggestions/',
    {
      schema: { tags: ['businesses'], params: uuidParam, response: { 200: BusinessSuggestions, ...errors } },
    },
    async (request) => suggestionsFor(app.db, request.user.id, request.params.id),
  );
}
