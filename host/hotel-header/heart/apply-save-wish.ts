import {
  changeSavedProperties,
  isSavedPropertiesSuccess,
  MAX_SAVED_PROPERTIES,
  savedPropertiesMessages,
  SavedPropertiesStatus,
} from '../../../shared/domain/saved-properties';
import type { Messages } from '../../../shared/i18n/messages';

type CustomerSnapshot = { id: string; savedProperties: { id: string }[]; revisionToken: string };

type UpdateAnswer = {
  status: { code: string; messages: { errors: { message: string }[] } }[];
};

export type SaveWishDeps = {
  /** Reads the member's list afresh (called again after another window changed it). */
  readCustomer(): Promise<CustomerSnapshot | null>;
  update(input: { id: string; savedProperties: { id: string }[]; revisionToken: string }): Promise<UpdateAnswer>;
};

export type SaveOutcome =
  | { kind: 'applied'; saved: boolean }
  | { kind: 'unchanged'; saved: boolean }
  /**
   * `message`: the server's words for the refusal (null when it gave none), or the domain's for one
   * decided here. The heart shows the catalogue's words for a code it knows, these only for another.
   */
  | { kind: 'refused'; code: string; message: string | null };

/** Two windows racing each other settle in a couple of rounds; more means something else is wrong. */
export const MAX_SAVE_ATTEMPTS = 3;

/**
 * Saves (`save`) or unsaves one hotel for the signed-in member, starting from `current` when it is
 * known. A stale revision means another window changed the list meanwhile: the list is read again and
 * the change re-applied to it, so neither window's change is lost (spec 4; issue: two tabs lose nothing).
 */
export async function applySaveWish(
  { propertyId, save, current }: { propertyId: string; save: boolean; current: CustomerSnapshot | null },
  deps: SaveWishDeps,
): Promise<SaveOutcome> {
  let customer = current ?? (await deps.readCustomer());
  for (let attempt = 1; customer; attempt += 1) {
    const change = changeSavedProperties(
      customer.savedProperties.map((saved) => saved.id),
      propertyId,
      save,
    );
    if (change.kind === 'unchanged') return { kind: 'unchanged', saved: save };
    if (change.kind === 'tooMany') return refused(SavedPropertiesStatus.TooMany);
    const answer = await deps.update({
      id: customer.id,
      savedProperties: change.savedIds.map((id) => ({ id })),
      revisionToken: customer.revisionToken,
    });
    const codes = answer.status.map((status) => status.code);
    if (isSavedPropertiesSuccess(codes)) return { kind: 'applied', saved: save };
    const first = answer.status[0];
    if (first?.code.toUpperCase() !== SavedPropertiesStatus.StaleRevision || attempt >= MAX_SAVE_ATTEMPTS) {
      return { kind: 'refused', code: first?.code ?? 'NO_STATUS', message: first?.messages.errors[0]?.message ?? null };
    }
    customer = await deps.readCustomer();
  }
  return refused(SavedPropertiesStatus.NotSignedIn);
}

function refused(code: SavedPropertiesStatus): SaveOutcome {
  return { kind: 'refused', code, message: savedPropertiesMessages[code] };
}

/** What a page says about a refused change: the catalogue's words for a status it knows, else the server's. */
export function refusalText({ code, message }: Extract<SaveOutcome, { kind: 'refused' }>, t: Messages['t']): string {
  switch (code.toUpperCase()) {
    case SavedPropertiesStatus.StaleRevision:
      return t('saveToggle.refused.staleRevision');
    case SavedPropertiesStatus.TooMany:
      return t('saveToggle.refused.tooMany', { max: MAX_SAVED_PROPERTIES });
    case SavedPropertiesStatus.UnknownProperty:
      return t('saveToggle.refused.unknownProperty');
    case SavedPropertiesStatus.InvalidPropertyId:
      return t('saveToggle.refused.invalidPropertyId');
    case SavedPropertiesStatus.NotSignedIn:
      return t('saveToggle.refused.notSignedIn');
    case SavedPropertiesStatus.NotYourAccount:
      return t('saveToggle.refused.notYourAccount');
    default:
      return message ?? t('saveToggle.refused.other');
  }
}
