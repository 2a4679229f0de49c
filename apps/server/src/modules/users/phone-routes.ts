import { ErrorBody, PHONE_CODE_TTL_MINUTES, PhoneCode, PhoneCodeSent, UserProfile } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { twilioSender } from '../../reminders/sms-transport';
import { confirmPhoneCode, type PhoneVerificationDeps, sendPhoneCode } from './phone-verification';
import * as repo from './repository';
import { toProfile } from './service';

/** The profile's "Verify" of a phone number: a code by SMS, then the code typed back. */
export async function phoneRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { twilio, sendCaps } = app.config.reminders;
  const deps: PhoneVerificationDeps = {
    db: app.db,
    now: () => app.clock.now(),
    sms: twilio ? twilioSender(twilio) : undefined,
    smsCapPerDay: sendCaps.sms,
    smsPerServer: sendCaps.smsPerServer,
    log: app.log,
  };
  const errors = {
    400: ErrorBody,
    401: ErrorBody,
    409: ErrorBody,
    429: ErrorBody,
    502: ErrorBody,
    503: ErrorBody,
  };

  r.post(
    '/users/profile/phone-verification',
    {
      schema: {
        tags: ['users'],
        description: `Texts a 6-digit code to the profile's phone number (valid ${PHONE_CODE_TTL_MINUTES} minutes; a new code replaces the last). Counts against the account's daily SMS cap and the server's daily SMS budget (503 once spent); only Canadian and US geographic numbers (400 otherwise).`,
        response: { 202: PhoneCodeSent, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await sendPhoneCode(deps, request.user)),
  );

  r.post(
    '/users/profile/phone-verification/confirm',
    {
      schema: {
        tags: ['users'],
        description:
          'Checks the code texted to the phone number; the right one marks the number verified (SMS reminders go only to a verified number). Five wrong codes void it.',
        body: PhoneCode,
        response: { 200: UserProfile, ...errors },
      },
    },
    async (request) => {
      await confirmPhoneCode(deps, request.user, request.body.code);
      const row = await repo.findById(app.db, request.user.id);
      return toProfile(row ?? request.user, app.config.identity);
    },
  );
}
