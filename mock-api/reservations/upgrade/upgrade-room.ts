import type { ChooseRate } from '../modify/change-room';
import { datesUnavailable } from '../modify/change-room';
import type { ModifyViewer } from '../modify/modifiable-room';
import { ModifyCode } from '../modify/modify-outcome';
import { upgradeOffers, type UpgradePayment } from './upgrade-offers';

/** An upgrade's choice: `roomTypeCode` paid as chosen, as the upgrade page offers it now. */
export function chooseUpgrade(viewer: ModifyViewer, { roomTypeCode, payment }: { roomTypeCode: string; payment: UpgradePayment }, now: Date): ChooseRate {
  return async (tx, modifiable) => {
    const offer = (await upgradeOffers(tx, modifiable, viewer, now)).find((candidate) => candidate.roomType.code === roomTypeCode);
    if (!offer) return datesUnavailable(roomTypeCode);
    const price = payment === 'CASH' ? offer.cash : offer.pointsPlusCash;
    return price ?? { code: ModifyCode.RateUnavailable, detail: `${roomTypeCode} is not offered in ${payment} for this room.`, field: 'payment' };
  };
}
