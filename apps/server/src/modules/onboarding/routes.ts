import {
  businessTypeOf,
  ErrorBody,
  OnboardingComplete,
  OnboardingCompleteResponse,
  OnboardingProfileUpdate,
  OnboardingTemplates,
  OnboardingTemplatesQuery,
  UserProfile,
  ValidateLocationRequest,
  ValidateLocationResponse,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerLanguage } from '../../lib/caller-language';
import { badRequest } from '../../lib/errors';
import { toBusiness } from '../businesses/service';
import { toLicense } from '../licenses/service';
import { templatesByLevelFor } from '../templates/service';
import { toProfile, updateProfile } from '../users/service';
import { completeOnboarding, validateLocation } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export async function onboardingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['onboarding'];

  r.post(
    '/onboarding/validate-location',
    {
      schema: { tags, body: ValidateLocationRequest, response: { 200: ValidateLocationResponse, ...errors } },
    },
    async (request) =>
      validateLocation(
        request.body.city,
        request.body.province,
        request.body.postal_code,
        callerLanguage(request),
      ),
  );

  r.put(
    '/onboarding/profile',
    { schema: { tags, body: OnboardingProfileUpdate, response: { 200: UserProfile, ...errors } } },
    async (request) =>
      toProfile(await updateProfile(app.db, request.user.id, request.body), app.config.identity),
  );

  r.get(
    '/onboarding/license-templates',
    {
      schema: {
        tags,
        querystring: OnboardingTemplatesQuery,
        response: { 200: OnboardingTemplates, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const type = businessTypeOf(query);
      if ('field' in type) throw badRequest(`${type.field}: ${type.message}`);
      return templatesByLevelFor(app.db, {
        businessType: type.type,
        activity: query.activity ?? null,
        province: query.province,
        city: query.city ?? null,
        answers: query.answers,
      });
    },
  );

  r.post(
    '/onboarding/complete',
    { schema: { tags, body: OnboardingComplete, response: { 200: OnboardingCompleteResponse, ...errors } } },
    async (request) => {
      const now = app.clock.now();
      const result = await completeOnboarding(app.db, request.user.id, request.body, now);
      return {
        business: toBusiness(result.business),
        licenses: result.licenses.map((l) => toLicense(l, now)),
      };
    },
  );
}
