import { messageArea as commonMessages } from '../../shared/i18n/generated/areas/common';
import { messageArea as validationMessages } from '../../shared/i18n/generated/areas/validation';
import { messageArea as overlayMessages } from '../../shared/i18n/generated/areas/reservation-lookup';

/**
 * The catalogue areas this overlay speaks from as it opens: the UI kit's, the shared field rules' and its
 * own. A refused lookup's words (the reservation refusals) come with the refusal (lookup-submission.ts).
 */
export const MESSAGE_AREAS = [commonMessages, validationMessages, overlayMessages];
