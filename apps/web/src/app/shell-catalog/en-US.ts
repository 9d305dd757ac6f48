import { messages as platform } from '../../features/platform/messages/en-US.ts';
import { messages as session } from '../../features/session/messages/en-US.ts';
import { messages as errors } from '../../shared/errors/messages/en-US.ts';
import { messages as i18n } from '../../shared/i18n/messages/en-US.ts';
import { messages as ui } from '../../shared/ui/messages/en-US.ts';
import { messages as app } from '../messages/en-US.ts';

/** The shell's words in one language, one file to fetch at start-up (see ../catalog.ts). */
export const messages = { ...app, ...ui, ...errors, ...i18n, ...platform, ...session };
