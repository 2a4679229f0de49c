import type { Language } from '@lt/core';

/**
 * What a workspace channel says (decision 026), in the language of the workspace's business owner,
 * and the e-mail to owners when a channel is turned off. Same keys in both languages, so the
 * compiler refuses a French wording that lacks a sentence.
 */
export interface ChannelWording {
  button: string;
  testTitle: string;
  testText: string;
  renewedTitle(licence: string): string;
  renewedText(licence: string, business: string, date: string): string;
  disabledSubject(workspace: string): string;
  disabledText(kind: string, hint: string, workspace: string, failures: number, reason: string): string;
  reopen: string;
  kinds: Record<'slack' | 'teams' | 'webhook', string>;
}

const en: ChannelWording = {
  button: 'Open License Tracker',
  testTitle: 'License Tracker test message',
  testText: 'This channel is connected: licence reminders of this workspace will appear here.',
  renewedTitle: (licence) => `${licence} was renewed`,
  renewedText: (licence, business, date) => `${licence} (${business}) now expires on ${date}.`,
  disabledSubject: (workspace) => `A notification channel of "${workspace}" was turned off`,
  disabledText: (kind, hint, workspace, failures, reason) =>
    `The ${kind} channel ${hint} of the workspace "${workspace}" failed ${failures} deliveries in a row, so License Tracker stopped sending to it. The last error: ${reason}. Check the address, then delete the channel and add it again.`,
  reopen: 'Open the workspace',
  kinds: { slack: 'Slack', teams: 'Microsoft Teams', webhook: 'webhook' },
};

const fr: ChannelWording = {
  button: 'Ouvrir License Tracker',
  testTitle: "Message d'essai de License Tracker",
  testText: 'Ce canal est branché : les rappels de permis de cet espace de travail paraîtront ici.',
  renewedTitle: (licence) => `${licence} a été renouvelé`,
  renewedText: (licence, business, date) => `${licence} (${business}) expire maintenant le ${date}.`,
  disabledSubject: (workspace) => `Un canal de notification de « ${workspace} » a été désactivé`,
  disabledText: (kind, hint, workspace, failures, reason) =>
    `Le canal ${kind} ${hint} de l'espace de travail « ${workspace} » a échoué ${failures} envois de suite; License Tracker a donc cessé de l'utiliser. Dernière erreur : ${reason}. Vérifiez l'adresse, puis supprimez le canal et ajoutez-le de nouveau.`,
  reopen: "Ouvrir l'espace de travail",
  kinds: { slack: 'Slack', teams: 'Microsoft Teams', webhook: 'webhook' },
};

export const CHANNEL_WORDING: Record<Language, ChannelWording> = { en, fr };
