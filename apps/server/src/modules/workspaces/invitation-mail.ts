import { INVITATION_VALID_DAYS, type Language, type WorkspaceRole } from '@lt/core';

const BRAND = 'License Tracker';

/** The longest a name from user text is shown in the e-mail (issue 31). */
export const MAIL_NAME_MAX = 60;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A workspace or person name as the invitation shows it (issue 31: the relay): on one line, without
 * invisible or direction-changing characters, cut at MAIL_NAME_MAX, its own quotes turned into
 * apostrophes so that it cannot close the quotes the sentence puts round it, and anything a mail
 * client could turn into a link broken: `http://evil.example/cra` → `http[:]//evil[.]example/cra`.
 * Every dot (ASCII or the ideographic and full-width ones some clients also read as a dot) that is
 * followed by more text becomes `[.]`, so no host name, e-mail address or `www.` survives whole;
 * `scheme:` gets `[:]`. Done on the plain text, before HTML escaping, so both parts say the same.
 */
export function defangName(value: string): string {
  const oneLine = value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...oneLine];
  const cut =
    chars.length > MAIL_NAME_MAX
      ? `${chars
          .slice(0, MAIL_NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : oneLine;
  return cut
    .replace(/["“”„«»‹›]/g, "'")
    .replace(/[.\u3002\uFF0E\uFF61](?=\S)/g, '[.]')
    .replace(/([a-z][a-z0-9+.-]*):(?=\S)/gi, '$1[:]');
}

interface Wording {
  roles: Record<WorkspaceRole, string>;
  hello: string;
  invites(inviter: string, workspace: string, role: string): string;
  link: string;
  why(inviterEmail: string, invitee: string): string;
  ignore: string;
  label: string;
  subject: string;
  colon: string;
}

/**
 * What the invitation says, per language (issue 30): the same keys, so no French sentence is
 * missing. The subject holds no user text (issue 31): a name there is what a phishing subject
 * would be made of.
 */
const WORDING: Record<Language, Wording> = {
  en: {
    roles: {
      owner: 'as an owner (everything, including its members)',
      editor: 'as an editor (its businesses and licences)',
      viewer: 'as a viewer (read only)',
    },
    hello: 'Hello,',
    invites: (inviter, workspace, role) =>
      `A ${BRAND} user named "${inviter}" invites you to a workspace they named "${workspace}", ${role}.`,
    link: `The link works once, for ${INVITATION_VALID_DAYS} days. Sign in, or create your account, with this e-mail address.`,
    why: (inviterEmail, invitee) =>
      `Why you get this e-mail: ${inviterEmail} invited this address (${invitee}) on ${BRAND}.`,
    ignore: 'If you don’t know them, ignore this e-mail: nothing happens unless you click the link.',
    label: 'Accept the invitation',
    subject: `You're invited to a workspace on ${BRAND}`,
    colon: ':',
  },
  fr: {
    roles: {
      owner: 'en tant que propriétaire (tout, y compris ses membres)',
      editor: 'en tant qu’éditeur (ses entreprises et ses permis)',
      viewer: 'en tant que lecteur (lecture seule)',
    },
    hello: 'Bonjour,',
    invites: (inviter, workspace, role) =>
      `Une personne inscrite à ${BRAND} sous le nom « ${inviter} » vous invite dans un espace de travail qu’elle a nommé « ${workspace} », ${role}.`,
    link: `Le lien fonctionne une seule fois, pendant ${INVITATION_VALID_DAYS} jours. Connectez-vous, ou créez votre compte, avec cette adresse courriel.`,
    why: (inviterEmail, invitee) =>
      `Pourquoi vous recevez ce courriel : ${inviterEmail} a invité cette adresse (${invitee}) dans ${BRAND}.`,
    ignore:
      'Si vous ne connaissez pas cette personne, ignorez ce courriel : rien ne se passe si vous ne cliquez pas sur le lien.',
    label: 'Accepter l’invitation',
    subject: `Invitation à un espace de travail sur ${BRAND}`,
    colon: ' :',
  },
};

/**
 * The invitation e-mail: who invites (their name quoted and defanged, their confirmed address),
 * to which workspace, as what, the single-use link (the only link), why it came and how to ignore
 * it; in `language` (the invitee's profile when they have an account, else the inviter's: issue 30).
 */
export function invitationMail(input: {
  inviter: string;
  inviterEmail: string;
  invitee: string;
  workspaceName: string;
  role: WorkspaceRole;
  url: string;
  language?: Language;
}): { subject: string; text: string; html: string } {
  const language = input.language ?? 'en';
  const w = WORDING[language];
  const invites = w.invites(defangName(input.inviter), defangName(input.workspaceName), w.roles[input.role]);
  const why = w.why(input.inviterEmail, input.invitee);
  return {
    subject: w.subject,
    text: [
      w.hello,
      '',
      invites,
      w.link,
      '',
      `${w.label}${w.colon} ${input.url}`,
      '',
      why,
      w.ignore,
      '',
      `— ${BRAND}`,
    ].join('\n'),
    html: `<html lang="${language}"><body><p>${w.hello}</p>
<p>${escapeHtml(invites)}</p>
<p>${escapeHtml(w.link)}</p>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(w.label)}</a></p>
<p>${escapeHtml(why)}<br>${escapeHtml(w.ignore)}</p>
<p>— ${BRAND}</p></body></html>`,
  };
}
