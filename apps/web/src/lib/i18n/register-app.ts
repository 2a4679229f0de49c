// Imported (for its effect) by the code of the signed-in area, which arrives in its own chunk.
import { app } from './en/app';
import { registerNamespace } from './index';

registerNamespace('app', app);
