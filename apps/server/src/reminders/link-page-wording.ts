import type { Language } from '@lt/core';
import { escapeHtml as e } from './email-layout';

/**
 * The pages of the links in reminders (/unsubscribe, /on-it/<token>) in each language (issue 15),
 * one object per language with the same keys so the compiler refuses a missing French sentence.
 * Arguments are plain text; each function escapes what it puts into HTML.
 */
export interface LinkPageWording {
  invalidTitle: string;
  /** The FR/EN link: the other language's name in itself, and what it does in this one. */
  switchLabel: string;
  switchName: string;
  unsubscribe: {
    askTitle: string;
    askBody: string;
    button: string;
    askAfter: string;
    doneTitle: string;
    doneBody: string;
    invalidBody: string;
  };
  ack: {
    askTitle: string;
    askBody(licence: string, date: string): string;
    button: string;
    goneTitle: string;
    goneBody: string;
    staleTitle: string;
    staleBody(licence: string, date: string, currentDate: string | null): string;
    doneTitle: string;
    doneBody(licence: string, date: string): string;
    invalidBody: string;
  };
}

const en: LinkPageWording = {
  invalidTitle: 'This link does not work',
  switchLabel: 'Français',
  switchName: 'Afficher en français',
  unsubscribe: {
    askTitle: 'Stop e-mail reminders?',
    askBody:
      '<p>License Tracker e-mails you before a licence expires, on the day and after it until it is renewed.</p>',
    button: 'Stop e-mail reminders',
    askAfter: '<p>You can turn them back on from your profile at any time.</p>',
    doneTitle: 'E-mail reminders are off',
    doneBody: `<p>You will no longer receive licence reminders by e-mail.</p>
<p>To turn them back on, open <a href="/app/profile">your profile</a>.</p>`,
    invalidBody:
      '<p>This unsubscribe link is not valid. Use the link of a recent reminder e-mail, or change your reminder settings in your profile.</p>',
  },
  ack: {
    askTitle: 'Stop the reminders for this licence?',
    askBody: (
      licence,
      date,
    ) => `<p>Tell us you're on it — renewing, or already renewed — and License Tracker stops reminding you
of ${e(licence)}, which expires on ${e(date)}.
Reminders start again for its next expiry date once you record the renewal.</p>`,
    button: "I'm on it",
    goneTitle: 'This licence is no longer tracked',
    goneBody:
      '<p>The licence this reminder was about has been deleted from License Tracker. Nothing was changed.</p>',
    staleTitle: 'This reminder is out of date',
    staleBody: (licence, date, current) => {
      const now = current ? `its expiry date is now ${e(current)}` : 'it no longer has an expiry date';
      return `<p>This link was for ${e(licence)} expiring on ${e(date)}, but ${now} — it
was renewed or changed since. Nothing was changed.</p>
<p>Later reminders carry a link of their own.</p>`;
    },
    doneTitle: "Thanks — you're on it",
    doneBody: (licence, date) => `<p>No more reminders for ${e(licence)} expiring on ${e(date)}.</p>
<p>Record the renewal in <a href="/app/licenses">your licences</a> when it comes through.</p>`,
    invalidBody:
      '<p>This "I\'m on it" link is not valid. Use the link of a recent reminder, or open your licences in License Tracker.</p>',
  },
};

const fr: LinkPageWording = {
  invalidTitle: 'Ce lien ne fonctionne pas',
  switchLabel: 'English',
  switchName: 'View in English',
  unsubscribe: {
    askTitle: 'Se désabonner des rappels par courriel?',
    askBody:
      "<p>License Tracker vous écrit par courriel avant l'expiration d'un permis, le jour même, puis après, jusqu'à son renouvellement.</p>",
    button: 'Se désabonner',
    askAfter: '<p>Vous pourrez les réactiver à tout moment dans votre profil.</p>',
    doneTitle: 'Les rappels par courriel sont désactivés',
    doneBody: `<p>Vous ne recevrez plus de rappels de permis par courriel.</p>
<p>Pour les réactiver, ouvrez <a href="/app/profile">votre profil</a>.</p>`,
    invalidBody:
      "<p>Ce lien de désabonnement n'est pas valide. Utilisez le lien d'un courriel de rappel récent, ou modifiez vos paramètres de rappel dans votre profil.</p>",
  },
  ack: {
    askTitle: 'Arrêter les rappels pour ce permis?',
    askBody: (
      licence,
      date,
    ) => `<p>Dites-nous que vous vous en occupez — renouvellement en cours ou déjà fait — et License Tracker
cessera de vous rappeler ${e(licence)}, qui expire le ${e(date)}.
Les rappels reprendront pour sa prochaine date d'expiration une fois le renouvellement enregistré.</p>`,
    button: "Je m'en occupe",
    goneTitle: "Ce permis n'est plus suivi",
    goneBody: "<p>Le permis visé par ce rappel a été supprimé de License Tracker. Rien n'a été modifié.</p>",
    staleTitle: 'Ce rappel est périmé',
    staleBody: (licence, date, current) => {
      const now = current
        ? `sa date d'expiration est maintenant le ${e(current)}`
        : "il n'a plus de date d'expiration";
      return `<p>Ce lien visait ${e(licence)}, qui expirait le ${e(date)}, mais ${now} — il
a été renouvelé ou modifié depuis. Rien n'a été modifié.</p>
<p>Les rappels suivants ont leur propre lien.</p>`;
    },
    doneTitle: 'Merci — vous vous en occupez',
    doneBody: (licence, date) => `<p>Plus aucun rappel pour ${e(licence)}, qui expire le ${e(date)}.</p>
<p>Enregistrez le renouvellement dans <a href="/app/licenses">vos permis</a> une fois qu'il est obtenu.</p>`,
    invalidBody:
      "<p>Ce lien « Je m'en occupe » n'est pas valide. Utilisez le lien d'un rappel récent, ou ouvrez vos permis dans License Tracker.</p>",
  },
};

export const LINK_PAGE_WORDING: Record<Language, LinkPageWording> = { en, fr };
