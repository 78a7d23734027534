import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { RATE_MODES } from '../../../../shared/booking/rate-modes';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import type { RateMode } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { useSelectRate } from '../select-rate/use-select-rate';
import { CongratulationsTile } from './member-rate-tiles';
import type { RateCardActions } from './rate-card';
import { RateModeTabs, rateModeTabId } from './rate-mode-tabs';
import { RoomOfferCard } from './room-offer-card';
import { RoomFilterBar, useRoomFilter } from './room-filter/room-filter-control';
import { roomsWithEveryFeature } from './room-filter/room-filters';
import { TaxesToggle } from './taxes-toggle';
import { CurrencySelector } from '../../../components/currency/currency-selector';
import type { SearchProducts } from './use-search-products';

// How prices are shown (currency, taxes) in one row above the tabs where it fits.
const toolbarClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 2rem;
  margin-bottom: 1rem;
  & > * {
    margin-bottom: 0;
  }
`;

export type RoomsAndRatesProps = {
  answer: SearchProducts;
  /** The stay the rooms are for: the search, or the closest stay offered instead. */
  stay: SearchCriteria;
  onRefresh(): void;
  onShowRoomDetails(roomTypeCode: string): void;
  onShowRateDetails(roomTypeCode: string, ratePlanCode: string): void;
  onSignIn(): void;
};

/** The tab a list opens on: points when the guest asked to use them and may, else the first (cash). */
function firstMode(modes: readonly RateMode[], wantsPoints: boolean): RateMode {
  return wantsPoints && modes.includes('POINTS') ? 'POINTS' : (modes[0] ?? 'CASH');
}

/**
 * The rooms of a search in tabs by rate mode (only the modes the answer offers this viewer), each
 * room with its rate cards; the taxes toggle changes every price; "Select" holds a rate in a cart.
 */
export function RoomsAndRates({ answer, stay, onRefresh, onShowRoomDetails, onShowRateDetails, onSignIn }: RoomsAndRatesProps) {
  const idBase = useId();
  const { t } = useMessages();
  const panelId = `${idBase}-panel`;
  const modes = RATE_MODES.filter((mode) => answer.rateModes.includes(mode));
  const [chosenMode, setMode] = useState<RateMode>(() => firstMode(modes, stay.rewardsRedemption));
  // A refresh after signing out may take a tab away: the list then shows the first one left.
  const mode = modes.includes(chosenMode) ? chosenMode : firstMode(modes, false);
  const [withTaxes, setWithTaxes] = useState(false);
  const { select, pending, failure } = useSelectRate({ stay, onRateUnavailable: onRefresh });

  const roomsOfMode = answer.rooms.filter((room) => room.rates.some((rate) => rate.ratePlan.mode === mode));
  // Built from every room, so the features chosen hold on each tab.
  const filter = useRoomFilter(answer.rooms);
  const rooms = roomsWithEveryFeature(roomsOfMode, filter.applied).map((room) => ({ room, rates: room.rates.filter((rate) => rate.ratePlan.mode === mode) }));
  const isFailureOnARoom = failure !== null && rooms.some(({ room }) => room.roomType.code === failure.roomTypeCode);

  const actionsFor = (roomTypeCode: string): RateCardActions => ({
    withTaxes,
    timeZone: answer.property.timeZone,
    isSelecting: pending !== null,
    onSelect: (ratePlanCode) => void select({ roomTypeCode, ratePlanCode }),
    onShowRateDetails: (ratePlanCode) => onShowRateDetails(roomTypeCode, ratePlanCode),
    onSignIn,
  });

  return (
    <>
      {answer.isMember ? <CongratulationsTile pointBalance={answer.currentPointBalance} /> : null}
      <div className={toolbarClass}>
        <CurrencySelector payCurrency={answer.property.basicInformation.currency} />
        <TaxesToggle isOn={withTaxes} onChange={setWithTaxes} />
      </div>
      <RateModeTabs modes={modes} selected={mode} onSelect={setMode} idBase={idBase} panelId={panelId} />
      <RoomFilterBar
        options={filter.options}
        applied={filter.applied}
        total={roomsOfMode.length}
        shown={rooms.length}
        countRooms={(chosen) => roomsWithEveryFeature(roomsOfMode, chosen).length}
        onApply={filter.setApplied}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={rateModeTabId(idBase, mode)}>
        <h2 className="visually-hidden">{t('rateList.rooms.heading', { mode })}</h2>
        {failure && !isFailureOnARoom ? <ErrorAlert>{failure.message}</ErrorAlert> : null}
        {roomsOfMode.length === 0 ? <p>{t('rateList.rooms.none', { mode })}</p> : null}
        {roomsOfMode.length > 0 && rooms.length === 0 ? <p>{t('rateList.filter.noneMatch')}</p> : null}
        {rooms.map(({ room, rates }) => {
          const code = room.roomType.code;
          return (
            <RoomOfferCard
              key={code}
              room={room}
              rates={rates}
              actions={actionsFor(code)}
              onShowRoomDetails={onShowRoomDetails}
              busyRatePlanCode={pending?.roomTypeCode === code ? pending.ratePlanCode : null}
              failure={failure?.roomTypeCode === code ? failure : null}
            />
          );
        })}
      </div>
    </>
  );
}
