// What a reminder looks like in Slack (incoming webhook) and Microsoft Teams (a Workflows webhook,
// the old Office 365 connectors being retired): plain text fallbacks and one card each.

export interface ChannelMessage {
  title: string;
  text: string;
  link: string;
  /** The button's label, in the channel's language (default English). */
  button?: string;
}

const OPEN = 'Open License Tracker';

/**
 * Slack incoming webhook: `text` for notifications, Block Kit for the message. The user's words (a
 * licence or business name) go into mrkdwn twice, the fallback `text` and the section, and are
 * escaped in both, so `<!channel>` in a licence name cannot ping a channel nor `<https://…|x>` hide a
 * link (issue 30). The header is plain_text, which Slack shows as written.
 */
export function slackPayload(message: ChannelMessage) {
  return {
    text: escapeSlack(`${message.title}: ${message.text}`),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: message.title.slice(0, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: escapeSlack(message.text) } },
      {
        type: 'actions',
        elements: [
          { type: 'button', text: { type: 'plain_text', text: message.button ?? OPEN }, url: message.link },
        ],
      },
    ],
  };
}

/**
 * Slack's mrkdwn reads &, < and > as markup (mentions, links, dates): its documentation asks for
 * exactly these three to be sent as &amp; &lt; &gt;, which Slack shows as the characters.
 */
export const escapeSlack = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Adaptive Cards read a TextBlock as Markdown (bold, italic, links; HTML is not supported): a licence
 * named `[Pay here](https://…)` would show a link. Teams' renderer honours CommonMark's backslash
 * escapes, so the characters that open a link (`[`, `]`) or an emphasis (`*`, `_`) are shown as
 * written; parentheses, which only matter after `]`, are left alone (the wording uses them).
 */
export const escapeTeams = (text: string) => text.replace(/[\\[\]*_]/g, '\\$&');

/** Teams Workflows ("When a Teams webhook request is received"): a message with an Adaptive Card. */
export function teamsPayload(message: ChannelMessage) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: escapeTeams(message.title),
              weight: 'Bolder',
              size: 'Medium',
              wrap: true,
            },
            { type: 'TextBlock', text: escapeTeams(message.text), wrap: true },
          ],
          actions: [{ type: 'Action.OpenUrl', title: message.button ?? OPEN, url: message.link }],
        },
      },
    ],
  };
}
