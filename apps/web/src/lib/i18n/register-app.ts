// Imported (for its effect) by the code of the signed-in area, which arrives in its own chunk.
import { app } from './en/app';
import { app as appFr } from './fr/app';
import { registerNamespace } from './index';

registerNamespace('app', { en: app, fr: appFr });
