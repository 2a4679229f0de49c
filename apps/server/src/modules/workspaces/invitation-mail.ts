import { INVITATION_VALID_DAYS, type WorkspaceRole } from '@lt/core';

const BRAND = 'License Tracker';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const ROLE_WORDS: Record<WorkspaceRole, string> = {
  owner: 'an owner (everything, including its members)',
  editor: 'an editor (its businesses and licences)',
  viewer: 'a viewer (read only)',
};

/** The invitation e-mail: who invites, to which workspace, as what, and the single-use link. */
export function invitationMail(input: {
  inviter: string;
  workspaceName: string;
  role: WorkspaceRole;
  url: string;
}): { subject: string; text: string; html: string } {
  const lines = [
    `${input.inviter} invites you to the workspace "${input.workspaceName}" on ${BRAND}, as ${ROLE_WORDS[input.role]}.`,
    `The link works once, for ${INVITATION_VALID_DAYS} days. Sign in, or create your account, with this e-mail address.`,
  ];
  const after = 'If you do not know this person, ignore this message: nothing happens unless you accept.';
  const label = 'Accept the invitation';
  return {
    subject: `${input.inviter} invites you to "${input.workspaceName}" on ${BRAND}`,
    text: ['Hello,', '', ...lines, '', `${label}: ${input.url}`, '', after, '', `— ${BRAND}`].join('\n'),
    html: `<p>Hello,</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.url)}">${label}</a></p>
<p>${escapeHtml(after)}</p>
<p>— ${BRAND}</p>`,
  };
}
