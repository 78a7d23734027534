import { messageArea as commonMessages } from '../../shared/i18n/generated/areas/common';
import { messageArea as refusalsMessages } from '../../shared/i18n/generated/areas/refusals';
import { messageArea as validationMessages } from '../../shared/i18n/generated/areas/validation';
import { messageArea as overlayMessages } from '../../shared/i18n/generated/areas/sign-in';

/**
 * The catalogue areas this overlay speaks from: the UI kit's, the shared field rules', the refusals
 * (a refused sign-in's words, `refusal.signIn.*`) and its own.
 */
export const MESSAGE_AREAS = [commonMessages, validationMessages, refusalsMessages, overlayMessages];
