import { messageArea as commonMessages } from '../../shared/i18n/generated/areas/common';
import { messageArea as validationMessages } from '../../shared/i18n/generated/areas/validation';
import { messageArea as overlayMessages } from '../../shared/i18n/generated/areas/sign-in';

/**
 * The catalogue areas this overlay speaks from as it opens: the UI kit's, the shared field rules' and
 * its own. A refused sign-in's words (the refusals area, `refusal.signIn.*`) come with the refusal
 * (sign-in-submission.ts), so a visitor who is not refused never loads them.
 */
export const MESSAGE_AREAS = [commonMessages, validationMessages, overlayMessages];
