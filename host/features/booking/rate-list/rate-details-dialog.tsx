import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatPoints } from '../../../../shared/format/format-points';
import { formatCalendarDate, formatInstant } from '../../../../shared/format/format-stay-dates';
import type { RateDetailsQuery } from '../../../../shared/graphql/generated/graphql';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { config } from '../../../services/config';
import { TranslationDisclaimerTile } from './member-rate-tiles';
import { dialogBodyClass } from './room-details-dialog';
import { useRateDetails } from './use-booking-details';

type RateDetails = NonNullable<RateDetailsQuery['rateDetails']>;

export type RateDetailsDialogProps = {
  /** The stay the rate is for; null until the list knows it (the modal waits). */
  stay: SearchCriteria | null;
  roomTypeCode: string;
  ratePlanCode: string;
  onClose(): void;
  onSignIn(): void;
};

/** The rate-detail modal (spec 2, rate list): the rate's rules, its cancellation policy and the price of each night. */
export function RateDetailsDialog({ stay, roomTypeCode, ratePlanCode, onClose, onSignIn }: RateDetailsDialogProps) {
  const { data: details, error, mutate } = useRateDetails(stay, roomTypeCode, ratePlanCode);
  return (
    <Dialog title={details ? `${details.ratePlan.name}, ${details.roomType.name}` : 'Rate details'} isOpen onClose={onClose} size="wide">
      <div className={dialogBodyClass}>
        {details === undefined && !error ? <Skeleton label="Loading the rate’s details" lines={6} /> : null}
        {error ? (
          <>
            <ErrorAlert>We could not load this rate’s details just now.</ErrorAlert>
            <Button onClick={() => void mutate()}>Try again</Button>
          </>
        ) : null}
        {details === null ? <p>This rate is no longer offered for your stay.</p> : null}
        {details ? <RateDetailsBody details={details} onSignIn={onSignIn} /> : null}
      </div>
    </Dialog>
  );
}

function RateDetailsBody({ details, onSignIn }: { details: RateDetails; onSignIn(): void }) {
  const { rulesText, cancellationPolicy, price, nights } = details;
  const localized = rulesText.localizedDescriptions.filter((text) => text.locale === config.locale).map((text) => text.translatedText);
  const rules = localized.length > 0 ? localized : rulesText.descriptions;
  return (
    <>
      <h3>About this rate</h3>
      {rules.map((rule) => (
        <p key={rule}>{rule}</p>
      ))}
      <h3>Cancellation policy</h3>
      <p>{cancellationPolicy.description}</p>
      {cancellationPolicy.freeCancellationUntil ? (
        <p>Free cancellation until {formatInstant(cancellationPolicy.freeCancellationUntil, config.locale)}.</p>
      ) : null}
      <h3>Price</h3>
      {price && nights ? <NightlyBreakdown nights={nights} cash={price.cash} totalPoints={price.points?.total ?? null} /> : null}
      {!price ? <TranslationDisclaimerTile onSignIn={onSignIn} /> : null}
    </>
  );
}

type NightlyBreakdownProps = { nights: NonNullable<RateDetails['nights']>; cash: NonNullable<RateDetails['price']>['cash']; totalPoints: number | null };

function NightlyBreakdown({ nights, cash, totalPoints }: NightlyBreakdownProps) {
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, config.locale);
  return (
    <table>
      <caption className="visually-hidden">Price of each night, per room</caption>
      <thead>
        <tr>
          <th scope="col">Night</th>
          <th scope="col">Per room</th>
        </tr>
      </thead>
      <tbody>
        {nights.map((night) => (
          <tr key={night.date}>
            <th scope="row">{formatCalendarDate(night.date, config.locale)}</th>
            <td>{[night.points !== null ? formatPoints(night.points, config.locale) : null, night.cash ? money(night.cash) : null].filter(Boolean).join(' + ')}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {cash ? (
          <>
            <tr>
              <th scope="row">Subtotal, every room and night</th>
              <td>{money(cash.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row">Taxes and fees</th>
              <td>{money(cash.taxesAndFees)}</td>
            </tr>
            <tr>
              <th scope="row">Total</th>
              <td>{money(cash.total)}</td>
            </tr>
          </>
        ) : null}
        {totalPoints !== null ? (
          <tr>
            <th scope="row">Total points</th>
            <td>{formatPoints(totalPoints, config.locale)}</td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}
