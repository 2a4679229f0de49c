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

/** Slack incoming webhook: `text` for notifications, Block Kit for the message. */
export function slackPayload(message: ChannelMessage) {
  return {
    text: `${message.title}: ${message.text}`,
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

/** Slack mrkdwn treats &, < and > as markup. */
const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
            { type: 'TextBlock', text: message.title, weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'TextBlock', text: message.text, wrap: true },
          ],
          actions: [{ type: 'Action.OpenUrl', title: message.button ?? OPEN, url: message.link }],
        },
      },
    ],
  };
}
