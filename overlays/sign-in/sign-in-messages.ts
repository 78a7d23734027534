import { messageArea as commonMessages } from '../../shared/i18n/generated/areas/common';
import { messageArea as overlayMessages } from '../../shared/i18n/generated/areas/sign-in';

/** The catalogue areas this overlay speaks from: the UI kit's and its own. */
export const MESSAGE_AREAS = [commonMessages, overlayMessages];
