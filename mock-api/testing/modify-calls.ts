import { randomUUID } from 'node:crypto';
import { graphQlCalls } from './graphql-calls';
import { ORDER_FIELDS, type CancelResult, type MoneyResult } from './reservation-calls';
import type { TestApi } from './test-api';

const STATUS_FIELDS = 'status { code httpStatus messages { dev { message field } errors { code message } } }';

export type ModifyStay = {
  confirmationNumber: string;
  propertyId: string;
  checkInDate: string;
  checkOutDate: string;
  numAdultsPerRoom: number;
  numChildrenPerRoom?: number;
};

export type ModifyRateResult = {
  ratePlan: { code: string; name: string; mode: string; isMemberRate: boolean };
  price: { cash: { total: MoneyResult } | null; points: { total: number } | null };
  updatedTotal: MoneyResult | null;
  cashDifference: MoneyResult | null;
  pointsDifference: number;
  cancellationPolicy: { isRefundable: boolean; freeCancellationUntil: string | null; lateCancellationCharge: MoneyResult };
};

export type ModifySearchResult = Omit<CancelResult, 'order'> & {
  order: CancelResult['order'];
  current: { basicInformation: { confirmationNumber: string; checkInDate: string } } | null;
  requested: { checkInDate: string; checkOutDate: string; lengthOfStay: number } | null;
  rooms: { roomType: { code: string }; roomsLeft: number; rates: ModifyRateResult[] }[];
};

export type UpdateReservationArgs = ModifyStay & { orderRevisionNumber: number; roomTypeCode: string; ratePlanCode: string; idempotencyKey?: string };

/** The modify calls as the modify rate list and the confirm-changes modal make them, over real HTTP, for API tests. */
export function modifyCalls(api: TestApi) {
  const graphQl = graphQlCalls(api);

  const search = async (input: ModifyStay, cookie?: string) => {
    const { status, body } = await graphQl.post(
      'ModifyRoomProducts',
      `query ModifyRoomProducts($input: ModifyRoomSearchInput!) {
        modifyRoomProducts(input: $input) {
          ${STATUS_FIELDS}
          order { ${ORDER_FIELDS} }
          current { basicInformation { confirmationNumber checkInDate } }
          requested { checkInDate checkOutDate lengthOfStay }
          rooms { roomType { code } roomsLeft rates {
            ratePlan { code name mode isMemberRate }
            price { cash { total { value currency } } points { total } }
            updatedTotal { value currency } cashDifference { value currency } pointsDifference
            cancellationPolicy { isRefundable freeCancellationUntil lateCancellationCharge { value currency } }
          } }
        }
      }`,
      { input },
      cookie ? { cookie } : {},
    );
    if (status !== 200 || body.errors) throw new Error(`modifyRoomProducts answered ${status}: ${JSON.stringify(body.errors)}`);
    return body.data?.modifyRoomProducts as ModifySearchResult;
  };

  const update = async ({ idempotencyKey = randomUUID(), ...input }: UpdateReservationArgs, cookie?: string) => {
    const { status, body } = await graphQl.post(
      'UpdateReservation',
      `mutation UpdateReservation($input: UpdateReservationInput!) {
        updateReservation(input: $input) { ${STATUS_FIELDS} order { ${ORDER_FIELDS} } }
      }`,
      { input: { ...input, idempotencyKey } },
      cookie ? { cookie } : {},
    );
    if (status !== 200 || body.errors) throw new Error(`updateReservation answered ${status}: ${JSON.stringify(body.errors)}`);
    return body.data?.updateReservation as CancelResult;
  };

  const checkInForm = async (confirmationNumber: string, cookie?: string) => {
    const { status, body } = await graphQl.post(
      'OnlineCheckIn',
      `query OnlineCheckIn($confirmationNumber: ID!) {
        onlineCheckIn(confirmationNumber: $confirmationNumber) {
          order { orderRevisionNumber } room { checkInState } isOpen arrivalTimes
          preferenceGroups { categoryCode choices { code description } }
          housekeeping { plan code }
          chosen { arrivalTime roomPreferences { categoryCode code } housekeepingCode }
        }
      }`,
      { confirmationNumber },
      cookie ? { cookie } : {},
    );
    if (status !== 200 || body.errors) throw new Error(`onlineCheckIn answered ${status}: ${JSON.stringify(body.errors)}`);
    return body.data?.onlineCheckIn as CheckInFormResult | null;
  };

  const checkIn = async (input: CheckInArgs, cookie?: string) => {
    const { status, body } = await graphQl.post(
      'CheckInOnline',
      `mutation CheckInOnline($input: CheckInOnlineInput!) { checkInOnline(input: $input) { ${STATUS_FIELDS} order { ${ORDER_FIELDS} } } }`,
      { input },
      cookie ? { cookie } : {},
    );
    if (status !== 200 || body.errors) throw new Error(`checkInOnline answered ${status}: ${JSON.stringify(body.errors)}`);
    return body.data?.checkInOnline as CancelResult;
  };

  const upgradeOffers = async (confirmationNumber: string, cookie?: string) => {
    const price = 'payment updatedTotal { value currency } cashDifference { value } points cancellationPolicy { isRefundable freeCancellationUntil }';
    const { status, body } = await graphQl.post(
      'RoomUpgradeOffers',
      `query RoomUpgradeOffers($confirmationNumber: ID!) {
        roomUpgradeOffers(confirmationNumber: $confirmationNumber) {
          ${STATUS_FIELDS} order { orderRevisionNumber } current { product { inventoryTypeCode } } pointsBalance
          offers { roomType { code name } roomsLeft cash { ${price} } pointsPlusCash { ${price} } }
        }
      }`,
      { confirmationNumber },
      cookie ? { cookie } : {},
    );
    if (status !== 200 || body.errors) throw new Error(`roomUpgradeOffers answered ${status}: ${JSON.stringify(body.errors)}`);
    return body.data?.roomUpgradeOffers as UpgradeOffersResult;
  };

  const upgrade = async ({ idempotencyKey = randomUUID(), ...input }: UpgradeArgs, cookie?: string) => {
    const { status, body } = await graphQl.post(
      'UpgradeRoom',
      `mutation UpgradeRoom($input: UpgradeRoomInput!) { upgradeRoom(input: $input) { ${STATUS_FIELDS} order { ${ORDER_FIELDS} } } }`,
      { input: { ...input, idempotencyKey } },
      cookie ? { cookie } : {},
    );
    if (status !== 200 || body.errors) throw new Error(`upgradeRoom answered ${status}: ${JSON.stringify(body.errors)}`);
    return body.data?.upgradeRoom as CancelResult;
  };

  const awardMutation = async (name: 'requestSuiteNightAward' | 'removeSuiteNightAward', input: { confirmationNumber: string; orderRevisionNumber: number }, cookie?: string) => {
    const operation = name === 'requestSuiteNightAward' ? 'RequestSuiteNightAward' : 'RemoveSuiteNightAward';
    const { status, body } = await graphQl.post(
      operation,
      `mutation ${operation}($input: SuiteNightAwardInput!) { ${name}(input: $input) { ${STATUS_FIELDS} order { ${ORDER_FIELDS} } } }`,
      { input },
      cookie ? { cookie } : {},
    );
    if (status !== 200 || body.errors) throw new Error(`${name} answered ${status}: ${JSON.stringify(body.errors)}`);
    return body.data?.[name] as CancelResult;
  };

  const awardOffer = async (confirmationNumber: string, cookie?: string) => {
    const { body } = await graphQl.post(
      'SuiteNightAwardOffer',
      `query SuiteNightAwardOffer($confirmationNumber: ID!) {
        reservationOrder(confirmationNumber: $confirmationNumber) {
          orderRevisionNumber
          items { basicInformation { confirmationNumber } suiteNightAward suiteNightAwardOffer { nightsNeeded balance cutoff hotelTimeZone canRequest reason canRemove } }
        }
      }`,
      { confirmationNumber },
      cookie ? { cookie } : {},
    );
    const order = body.data?.reservationOrder as { orderRevisionNumber: number; items: AwardItemResult[] } | null;
    const item = order?.items.find((candidate) => candidate.basicInformation.confirmationNumber === confirmationNumber);
    return item ? { orderRevisionNumber: order!.orderRevisionNumber, status: item.suiteNightAward, offer: item.suiteNightAwardOffer } : null;
  };

  return {
    search,
    update,
    checkInForm,
    checkIn,
    upgradeOffers,
    upgrade,
    requestAward: (input: { confirmationNumber: string; orderRevisionNumber: number }, cookie?: string) => awardMutation('requestSuiteNightAward', input, cookie),
    removeAward: (input: { confirmationNumber: string; orderRevisionNumber: number }, cookie?: string) => awardMutation('removeSuiteNightAward', input, cookie),
    awardOffer,
  };
}

type AwardItemResult = {
  basicInformation: { confirmationNumber: string };
  suiteNightAward: string | null;
  suiteNightAwardOffer: { nightsNeeded: number; balance: number; cutoff: string; hotelTimeZone: string; canRequest: boolean; reason: string | null; canRemove: boolean } | null;
};

export type UpgradeArgs = { confirmationNumber: string; orderRevisionNumber: number; roomTypeCode: string; payment: 'CASH' | 'POINTS_PLUS_CASH'; idempotencyKey?: string };

type UpgradePriceResult = {
  payment: string;
  updatedTotal: MoneyResult;
  cashDifference: MoneyResult;
  points: number;
  cancellationPolicy: { isRefundable: boolean; freeCancellationUntil: string | null };
};
export type UpgradeOffersResult = Omit<CancelResult, 'order'> & {
  order: { orderRevisionNumber: number } | null;
  current: { product: { inventoryTypeCode: string } } | null;
  pointsBalance: number | null;
  offers: { roomType: { code: string; name: string }; roomsLeft: number; cash: UpgradePriceResult | null; pointsPlusCash: UpgradePriceResult | null }[];
};

export type CheckInArgs = {
  confirmationNumber: string;
  orderRevisionNumber: number;
  arrivalTime: string;
  roomPreferences: { categoryCode: string; code: string }[];
  housekeepingCode?: string | null;
};

export type CheckInFormResult = {
  order: { orderRevisionNumber: number };
  room: { checkInState: string | null };
  isOpen: boolean;
  arrivalTimes: string[];
  preferenceGroups: { categoryCode: string; choices: { code: string; description: string }[] }[];
  housekeeping: { plan: string; code: string } | null;
  chosen: { arrivalTime: string | null; roomPreferences: { categoryCode: string; code: string }[]; housekeepingCode: string | null };
};
