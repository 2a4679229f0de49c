import type { Language } from '@lt/core';
import { escapeHtml as e, emailButton, emailDocument } from './email-layout';

/**
 * What an outside recipient reads (decision 023): the one confirmation e-mail, and the pages of
 * their confirm and unsubscribe links, one object per language with the same keys so the compiler
 * refuses a missing French sentence. Arguments are plain text; HTML is escaped here.
 */
interface RecipientWording {
  confirmSubject(business: string): string;
  confirmLines(inviter: string, business: string): string[];
  confirmButton: string;
  confirmAfter: string;
  pages: {
    invalidTitle: string;
    invalidBody: string;
    confirmAskTitle: string;
    confirmAskBody(business: string): string;
    confirmButton: string;
    confirmDoneTitle: string;
    confirmDoneBody(business: string): string;
    stopAskTitle: string;
    stopAskBody(business: string): string;
    stopButton: string;
    stopDoneTitle: string;
    stopDoneBody(business: string): string;
  };
}

const en: RecipientWording = {
  confirmSubject: (business) => `Confirm licence reminders for ${business}`,
  confirmLines: (inviter, business) => [
    `${inviter} would like you to receive License Tracker's reminders before the licences of ${business} expire.`,
    'Nothing is sent to you until you confirm. Every reminder has a link to stop them.',
  ],
  confirmButton: 'Yes, send me these reminders',
  confirmAfter: 'If you do not know this person, ignore this message: you will not hear from us again.',
  pages: {
    invalidTitle: 'This link does not work',
    invalidBody: '<p>The link is incomplete, or the reminders it was for were removed.</p>',
    confirmAskTitle: 'Receive licence reminders?',
    confirmAskBody: (b) => `<p>Reminders before the licences of ${e(b)} expire will be e-mailed to you.</p>`,
    confirmButton: 'Yes, send me these reminders',
    confirmDoneTitle: 'Reminders confirmed',
    confirmDoneBody: (b) =>
      `<p>You will receive the reminders of ${e(b)}. Each one has a link to stop them.</p>`,
    stopAskTitle: 'Stop these reminders?',
    stopAskBody: (b) => `<p>You receive reminders before the licences of ${e(b)} expire.</p>`,
    stopButton: 'Stop these reminders',
    stopDoneTitle: 'Reminders stopped',
    stopDoneBody: (b) => `<p>No more reminders for ${e(b)} will be sent to you.</p>`,
  },
};

const fr: RecipientWording = {
  confirmSubject: (business) => `Confirmez les rappels de permis de ${business}`,
  confirmLines: (inviter, business) => [
    `${inviter} souhaite que vous receviez les rappels de License Tracker avant l'échéance des permis de ${business}.`,
    'Rien ne vous est envoyé avant votre confirmation. Chaque rappel contient un lien pour les arrêter.',
  ],
  confirmButton: 'Oui, envoyez-moi ces rappels',
  confirmAfter:
    "Si vous ne connaissez pas cette personne, ignorez ce message : vous n'aurez plus de nos nouvelles.",
  pages: {
    invalidTitle: 'Ce lien ne fonctionne pas',
    invalidBody: '<p>Le lien est incomplet, ou les rappels auxquels il servait ont été retirés.</p>',
    confirmAskTitle: 'Recevoir les rappels de permis?',
    confirmAskBody: (b) =>
      `<p>Les rappels avant l'échéance des permis de ${e(b)} vous seront envoyés par courriel.</p>`,
    confirmButton: 'Oui, envoyez-moi ces rappels',
    confirmDoneTitle: 'Rappels confirmés',
    confirmDoneBody: (b) =>
      `<p>Vous recevrez les rappels de ${e(b)}. Chacun contient un lien pour les arrêter.</p>`,
    stopAskTitle: 'Arrêter ces rappels?',
    stopAskBody: (b) => `<p>Vous recevez des rappels avant l'échéance des permis de ${e(b)}.</p>`,
    stopButton: 'Arrêter ces rappels',
    stopDoneTitle: 'Rappels arrêtés',
    stopDoneBody: (b) => `<p>Aucun autre rappel pour ${e(b)} ne vous sera envoyé.</p>`,
  },
};

export const RECIPIENT_WORDING: Record<Language, RecipientWording> = { en, fr };

/** The confirmation e-mail an outside contact gets once (capped), before any reminder. */
export function confirmationMail(
  language: Language,
  input: { inviter: string; business: string; url: string },
): { subject: string; text: string; html: string } {
  const w = RECIPIENT_WORDING[language];
  const lines = w.confirmLines(input.inviter, input.business);
  const subject = w.confirmSubject(input.business);
  return {
    subject,
    text: [
      ...lines,
      '',
      `${w.confirmButton}: ${input.url}`,
      '',
      w.confirmAfter,
      '',
      '— License Tracker',
    ].join('\n'),
    html: emailDocument(
      language,
      subject,
      `${lines.map((l) => `<p>${e(l)}</p>`).join('\n')}
<p>${emailButton(input.url, w.confirmButton)}</p>
<p>${e(w.confirmAfter)}</p>
<p>— License Tracker</p>`,
    ),
  };
}
