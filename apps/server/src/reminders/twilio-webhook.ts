import { normalizePhoneNumber } from '@lt/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from './content';
import { optIn, optOut } from './sms-opt-outs';
import { isValidTwilioSignature } from './twilio-signature';

/** Where Twilio posts the messages people send to our number (README: "SMS replies"). */
export const TWILIO_WEBHOOK_PATH = '/webhooks/twilio/sms';

// Keywords Canadian carriers (CWTA) and Twilio recognise, in English and French, accents and
// punctuation ignored.
const STOP = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET']);
const START = new Set(['START', 'UNSTOP', 'DEBUT']);
const HELP = new Set(['HELP', 'INFO', 'AIDE']);

function keyword(body: string): string {
  return body
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
}

function twiml(reply: FastifyReply, message?: string) {
  const inner = message ? `<Message>${escapeHtml(message)}</Message>` : '';
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .type('text/xml; charset=utf-8')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`);
}

/**
 * Twilio's incoming-message webhook, outside /api: no bearer token, the request signature is the
 * authority (an unsigned or wrongly signed request is 403 and changes nothing). STOP or ARRET turns
 * SMS off for the sender's number, START turns it back on, HELP or AIDE is answered with what the
 * messages are and how to stop them (issue 16).
 */
export async function twilioWebhookRoutes(app: FastifyInstance): Promise<void> {
  const twilio = app.config.reminders.twilio;
  if (!twilio) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const help = `License Tracker: licence expiry reminders. Reply STOP to end texts. Help: ${app.config.publicUrl} / Rappels d'expiration de permis. Répondez ARRET pour arrêter.`;

  app.post(TWILIO_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const params = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    // The URL Twilio was given: PUBLIC_URL and the path and query as received, never the Host header.
    const url = `${app.config.publicUrl}${request.url}`;
    const signature = request.headers['x-twilio-signature'];
    if (
      !isValidTwilioSignature(
        twilio.authToken,
        typeof signature === 'string' ? signature : undefined,
        url,
        params,
      )
    ) {
      request.log.warn({ path: TWILIO_WEBHOOK_PATH }, 'Twilio webhook refused: bad or missing signature');
      return reply.code(403).send({ detail: 'The request signature is not valid' });
    }
    const from = normalizePhoneNumber(params.get('From') ?? '');
    const word = keyword(params.get('Body') ?? '');
    if (!from) return twiml(reply);
    if (STOP.has(word)) {
      await optOut(app.db, from, app.clock.now());
      request.log.info({ keyword: word }, 'SMS opt-out received');
      return twiml(reply);
    }
    if (START.has(word)) {
      await optIn(app.db, from);
      request.log.info({ keyword: word }, 'SMS opt-in received');
      return twiml(reply);
    }
    if (HELP.has(word)) return twiml(reply, help);
    return twiml(reply);
  });
}
