// The channels namespace arrives with the workspaces screen that shows them.
import { registerNamespace } from '../../lib/i18n';
import { channels } from '../../lib/i18n/en/channels';
import { channels as channelsFr } from '../../lib/i18n/fr/channels';

registerNamespace('channels', { en: channels, fr: channelsFr });
