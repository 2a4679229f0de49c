// The pipelined SMTP client for a loopback relay (smtp-client.ts, decision 031), through the
// transport that uses it, against a real SMTP server (smtp-server): what the relay answers must
// come back as nodemailer's answers did (4xx and lost connections transient, 5xx final), and a
// connection that went wrong must not carry the next message.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawHeader, type SmtpFake, startSmtpFake } from '../../test/support/reminders/smtp-fake';
import { type EmailTransport, type OutgoingEmail, smtpTransport } from './email-transport';
import { DeliveryFailure } from './failures';
import { isLoopbackRelay } from './smtp-client';

const message = (n: number, to = `owner${n}@example.ca`): OutgoingEmail => ({
  deliveryId: `d${n}`,
  from: 'Suivi des permis <rappels@example.ca>',
  to,
  subject: `Rappel : permis nº ${n} expire dans 30 jours`,
  text: `Bonjour,\n.ligne qui commence par un point\nÉlevé ${n}\n`,
  html: `<p>Élevé ${n}</p>`,
  unsubscribeUrl: `https://app.example/unsubscribe?t=${n}`,
});

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error as DeliveryFailure,
  );

describe('pipelined SMTP to a loopback relay', () => {
  let smtp: SmtpFake;
  let email: EmailTransport;
  beforeEach(async () => {
    smtp = await startSmtpFake({ refuse: (address) => address.startsWith('bounce') });
    email = smtpTransport(smtp.url, { connections: 2, timeoutMs: 1000 });
  });
  afterEach(async () => {
    email.close();
    await smtp.close();
  });

  it('is used only for plain smtp:// on loopback without credentials', () => {
    expect(isLoopbackRelay('smtp://127.0.0.1:2525')).toBe(true);
    expect(isLoopbackRelay('smtp://localhost')).toBe(true);
    expect(isLoopbackRelay('smtp://[::1]:25')).toBe(true);
    expect(isLoopbackRelay('smtp://relay.example.ca:25')).toBe(false);
    expect(isLoopbackRelay('smtps://127.0.0.1:465')).toBe(false);
    expect(isLoopbackRelay('smtp://user:secret@127.0.0.1:25')).toBe(false);
  });

  it('sends many messages over its connections, each whole, with its own Message-ID', async () => {
    const sent = await Promise.all(Array.from({ length: 12 }, (_, n) => email.send(message(n))));
    expect(sent.map((s) => s.providerId)).toEqual(
      Array.from({ length: 12 }, (_, n) => `<reminder-d${n}@example.ca>`),
    );
    expect(smtp.messages).toHaveLength(12);
    const mail = smtp.messages.find((m) => m.messageId === '<reminder-d7@example.ca>')!;
    expect(mail.subject).toBe('Rappel : permis nº 7 expire dans 30 jours');
    // The dot-stuffed line comes back as it was written.
    expect(mail.text).toBe('Bonjour,\n.ligne qui commence par un point\nÉlevé 7\n');
    expect(mail.html).toBe('<p>Élevé 7</p>');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe('<https://app.example/unsubscribe?t=7>');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('reports a 4xx as transient and a refused recipient as final, and sends the next message', async () => {
    smtp.failNext(1, 451, '4.3.0 Try again later');
    const later = await failureOf(email.send(message(1)));
    expect(later).toBeInstanceOf(DeliveryFailure);
    expect(later?.transient).toBe(true);
    expect(later?.message).toContain('451');
    const refused = await failureOf(email.send(message(2, 'bounce@example.ca')));
    expect(refused?.transient).toBe(false);
    expect(refused?.message).toContain('550');
    await email.send(message(3));
    expect(smtp.messages.map((m) => m.messageId)).toEqual(['<reminder-d3@example.ca>']);
  });

  it('counts a connection lost after the message as transient, and carries on over a new one', async () => {
    smtp.dropRepliesNext(1);
    const lost = await failureOf(email.send(message(1)));
    expect(lost?.transient).toBe(true);
    // The relay has it: the retry carries the same Message-ID, so the receiver can drop it.
    expect(smtp.dropped()).toBe(1);
    await email.send(message(2));
    expect(smtp.received()).toBe(2);
  });

  it('gives up on a relay that does not answer in time, and the next send does not read its late reply', async () => {
    smtp.delayMs = 1500;
    const late = await failureOf(email.send(message(1)));
    expect(late?.transient).toBe(true);
    smtp.delayMs = 0;
    expect((await email.send(message(2))).providerId).toBe('<reminder-d2@example.ca>');
  });
});
