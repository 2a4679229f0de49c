// The workspaces namespace arrives with the workspaces screens and the invitation page.
import { registerNamespace } from '../../lib/i18n';
import { workspaces } from '../../lib/i18n/en/workspaces';
import { workspaces as workspacesFr } from '../../lib/i18n/fr/workspaces';

registerNamespace('workspaces', { en: workspaces, fr: workspacesFr });
