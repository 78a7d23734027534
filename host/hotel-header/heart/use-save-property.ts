import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readHotelHeaderQuery, withoutSaveWish } from '../../../shared/domain/hotel-header';
import { isPropertySaved } from '../../../shared/domain/saved-properties';
import { SAVE_TOKEN_PARAM } from '../../../shared/domain/save-wish-token';
import type { UpdateCustomerSavedPropertiesInput } from '../../../shared/graphql/generated/graphql';
import { UpdateCustomerSavedPropertiesMutation } from '../../../shared/graphql/operations/customer';
import { useMessages } from '../../../shared/i18n/messages-context';
import { logToServer } from '../../../shared/telemetry/client-log';
import { requestGraphQl } from '../../services/graphql';
import { applySaveWish, refusalText, type SaveOutcome } from './apply-save-wish';
import { getCustomer, useCustomer, useRefreshSavedHotels } from './use-customer';
import { useLinkedSaveWish } from './use-linked-save-wish';

/** The update call of spec 7, shaped as `applySaveWish` wants it. */
export const updateSavedProperties = async (input: UpdateCustomerSavedPropertiesInput) =>
  (await requestGraphQl(UpdateCustomerSavedPropertiesMutation, { input })).updateCustomerSavedProperties;

/**
 * One hotel's Save / Saved state for the member, and the change to it (spec 4, save-property toggle).
 * After a change the customer is read again and the heart follows what the server holds; a refusal
 * changes nothing, is logged, and its words are kept for the heart to show. With `appliesWish`, a
 * `saveProperty` wish in the address (left by a visitor's click before signing in) is taken once the
 * member's list is loaded: applied when it carries our heart's token, else offered in `linkedWish`
 * for the member to confirm.
 */
export function useSaveProperty(propertyId: string | null, { isWanted, appliesWish = false }: { isWanted: boolean; appliesWish?: boolean }) {
  const { t } = useMessages();
  const { access, data: customer, isLoading } = useCustomer(isWanted && propertyId !== null);
  const refresh = useRefreshSavedHotels();
  const [isBusy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);

  const isSaved = propertyId !== null && customer ? isPropertySaved(customer.savedProperties.map((saved) => saved.id), propertyId) : false;

  const change = useCallback(
    async (save: boolean): Promise<SaveOutcome | null> => {
      if (!propertyId) return null;
      setBusy(true);
      setRefusal(null);
      try {
        const outcome = await applySaveWish({ propertyId, save, current: customer ?? null }, { readCustomer: getCustomer, update: updateSavedProperties });
        if (outcome.kind === 'refused') {
          logToServer('warn', `updateCustomerSavedProperties refused ${propertyId}: ${outcome.code}`);
          setRefusal(refusalText(outcome, t));
        } else {
          setAnnouncement(save ? t('saveToggle.announce.saved') : t('saveToggle.announce.removed'));
        }
        await refresh();
        return outcome;
      } catch (error) {
        logToServer('error', `updateCustomerSavedProperties failed for ${propertyId}: ${String(error)}`);
        setRefusal(t('saveToggle.failed'));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [propertyId, customer, refresh, t],
  );

  const linkedWish = useAddressSaveWish({ propertyId, isEnabled: appliesWish && access.kind === 'member' && customer !== undefined && !isLoading, change });

  return { access, isSaved, isReady: access.kind !== 'member' || customer !== undefined, isBusy, refusal, announcement, change, linkedWish };
}

/** The address's `saveProperty` wish for this hotel (the wish names none of its own), taken once. */
function useAddressSaveWish({ propertyId, isEnabled, change }: { propertyId: string | null; isEnabled: boolean; change(save: boolean): Promise<unknown> }) {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const save = readHotelHeaderQuery(params).saveProperty;
  const wish = useMemo(() => (propertyId !== null && save !== null ? { propertyId, save } : null), [propertyId, save]);
  return useLinkedSaveWish({
    wish,
    token: params.get(SAVE_TOKEN_PARAM),
    isReady: isEnabled,
    addressWithoutWish: withoutSaveWish(`${pathname}${search}${hash}`),
    apply: (confirmed) => change(confirmed.save),
  });
}
