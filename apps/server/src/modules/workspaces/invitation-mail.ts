import { INVITATION_VALID_DAYS, type Language, type WorkspaceRole } from '@lt/core';

const BRAND = 'License Tracker';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What the invitation says, per language (issue 30): the same keys, so no French sentence is missing. */
const WORDING: Record<
  Language,
  {
    roles: Record<WorkspaceRole, string>;
    hello: string;
    invites(inviter: string, workspace: string, role: string): string;
    link: string;
    after: string;
    label: string;
    subject(inviter: string, workspace: string): string;
    colon: string;
  }
> = {
  en: {
    roles: {
      owner: 'as an owner (everything, including its members)',
      editor: 'as an editor (its businesses and licences)',
      viewer: 'as a viewer (read only)',
    },
    hello: 'Hello,',
    invites: (inviter, workspace, role) =>
      `${inviter} invites you to the workspace "${workspace}" on ${BRAND}, ${role}.`,
    link: `The link works once, for ${INVITATION_VALID_DAYS} days. Sign in, or create your account, with this e-mail address.`,
    after: 'If you do not know this person, ignore this message: nothing happens unless you accept.',
    label: 'Accept the invitation',
    subject: (inviter, workspace) => `${inviter} invites you to "${workspace}" on ${BRAND}`,
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
      `${inviter} vous invite dans l’espace de travail « ${workspace} » de ${BRAND}, ${role}.`,
    link: `Le lien fonctionne une seule fois, pendant ${INVITATION_VALID_DAYS} jours. Connectez-vous, ou créez votre compte, avec cette adresse courriel.`,
    after:
      'Si vous ne connaissez pas cette personne, ignorez ce message : rien ne se passe sans votre accord.',
    label: 'Accepter l’invitation',
    subject: (inviter, workspace) => `${inviter} vous invite dans « ${workspace} » sur ${BRAND}`,
    colon: ' :',
  },
};

/**
 * The invitation e-mail: who invites, to which workspace, as what, and the single-use link; in
 * `language` (the invitee's profile when they have an account, else the inviter's: issue 30).
 */
export function invitationMail(input: {
  inviter: string;
  workspaceName: string;
  role: WorkspaceRole;
  url: string;
  language?: Language;
}): { subject: string; text: string; html: string } {
  const language = input.language ?? 'en';
  const w = WORDING[language];
  const lines = [w.invites(input.inviter, input.workspaceName, w.roles[input.role]), w.link];
  return {
    subject: w.subject(input.inviter, input.workspaceName),
    text: [
      w.hello,
      '',
      ...lines,
      '',
      `${w.label}${w.colon} ${input.url}`,
      '',
      w.after,
      '',
      `— ${BRAND}`,
    ].join('\n'),
    html: `<html lang="${language}"><body><p>${w.hello}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.url)}">${escapeHtml(w.label)}</a></p>
<p>${escapeHtml(w.after)}</p>
<p>— ${BRAND}</p></body></html>`,
  };
}
