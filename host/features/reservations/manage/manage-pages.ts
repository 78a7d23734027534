import { CheckInPage, pageData as checkInPageData } from '../check-in/check-in-page';
import { ModifyRateListPage, pageData as modifyPageData } from '../modify/modify-rate-list-page';
import { UpgradeReservationPage, pageData as upgradePageData } from '../upgrade/upgrade-reservation-page';

/**
 * The pages that manage one booked room (modify, upgrade, check in), loaded as one chunk: a guest who
 * opens one is likely to open another, and one chunk keeps the first page's list of chunks short.
 */
export const modifyRateListRoute = { ModifyRateListPage, pageData: modifyPageData };
export const upgradeReservationRoute = { UpgradeReservationPage, pageData: upgradePageData };
export const checkInDetailsRoute = { CheckInPage, pageData: checkInPageData };
