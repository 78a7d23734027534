import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { formatMoney } from '../../../../shared/format/format-money';
import { formatCalendarDate } from '../../../../shared/format/format-stay-dates';
import type { RateDetailsQuery } from '../../../../shared/graphql/generated/graphql';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal/modal';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { pointsText } from '../booking-texts';
import { bookingCancellationText } from '../pre-booking/booking-cancellation-text';
import { amountsTableClass } from '../pre-booking/pre-booking-styles';
import { TranslationDisclaimerTile } from './member-rate-tiles';
import { dialogBodyClass } from './room-details-dialog';
import { useRateDetails } from './use-booking-details';

type RateDetails = NonNullable<RateDetailsQuery['rateDetails']>;

export type RateDetailsDialogProps = {
  /** The stay the rate is for; null until the list knows it (the modal waits). */
  stay: SearchCriteria | null;
  /** The hotel's IANA zone, in which the free-cancellation deadline is written; null until the list knows it. */
  timeZone: string | null;
  roomTypeCode: string;
  ratePlanCode: string;
  onClose(): void;
  onSignIn(): void;
};

/** The rate-detail modal (spec 2, rate list): the rate's rules, its cancellation policy and the price of each night. */
export function RateDetailsDialog({ stay, timeZone, roomTypeCode, ratePlanCode, onClose, onSignIn }: RateDetailsDialogProps) {
  const { data: details, error, mutate } = useRateDetails(stay, roomTypeCode, ratePlanCode);
  const { t } = useMessages();
  const title = details ? t('rateList.rateCard.label', { rate: details.ratePlan.name, room: details.roomType.name }) : t('rateList.rateDetails.title');
  return (
    <Modal title={title} isOpen onClose={onClose} size="wide">
      <div className={dialogBodyClass}>
        {details === undefined && !error ? <Skeleton label={t('rateList.rateDetails.loading')} lines={6} /> : null}
        {error ? (
          <>
            <ErrorAlert>{t('rateList.rateDetails.loadFailed')}</ErrorAlert>
            <Button onClick={() => void mutate()}>{t('rateList.tryAgain')}</Button>
          </>
        ) : null}
        {details === null ? <p>{t('rateList.rateDetails.gone')}</p> : null}
        {details && timeZone ? <RateDetailsBody details={details} timeZone={timeZone} onSignIn={onSignIn} /> : null}
      </div>
    </Modal>
  );
}

function RateDetailsBody({ details, timeZone, onSignIn }: { details: RateDetails; timeZone: string; onSignIn(): void }) {
  const { rulesText, cancellationPolicy, price, nights } = details;
  const { t } = useMessages();
  const locale = useLocale();
  const localized = rulesText.localizedDescriptions.filter((text) => text.locale === locale).map((text) => text.translatedText);
  const rules = localized.length > 0 ? localized : rulesText.descriptions;
  return (
    <>
      <h3>{t('rateList.rateDetails.about')}</h3>
      {rules.map((rule) => (
        <p key={rule}>{rule}</p>
      ))}
      <h3>{t('rateList.rateDetails.cancellation')}</h3>
      <p>{bookingCancellationText(cancellationPolicy, { locale, timeZone }, t)}</p>
      <h3>{t('rateList.rateDetails.price')}</h3>
      {price && nights ? <NightlyBreakdown nights={nights} cash={price.cash} totalPoints={price.points?.total ?? null} /> : null}
      {!price ? <TranslationDisclaimerTile onSignIn={onSignIn} /> : null}
    </>
  );
}

type NightlyBreakdownProps = { nights: NonNullable<RateDetails['nights']>; cash: NonNullable<RateDetails['price']>['cash']; totalPoints: number | null };

function NightlyBreakdown({ nights, cash, totalPoints }: NightlyBreakdownProps) {
  const { t } = useMessages();
  const locale = useLocale();
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  return (
    <table className={amountsTableClass}>
      <caption className="visually-hidden">{t('rateList.rateDetails.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rateList.rateDetails.night')}</th>
          <th scope="col">{t('rateList.rateDetails.perRoom')}</th>
        </tr>
      </thead>
      <tbody>
        {nights.map((night) => (
          <tr key={night.date}>
            <th scope="row">{formatCalendarDate(night.date, locale)}</th>
            <td>{[night.points !== null ? pointsText(night.points, t) : null, night.cash ? money(night.cash) : null].filter(Boolean).join(' + ')}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {cash ? (
          <>
            <tr>
              <th scope="row">{t('rateList.rateDetails.subtotal')}</th>
              <td>{money(cash.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row">{t('rateList.rateDetails.taxes')}</th>
              <td>{money(cash.taxesAndFees)}</td>
            </tr>
            <tr>
              <th scope="row">{t('rateList.rateDetails.total')}</th>
              <td>{money(cash.total)}</td>
            </tr>
          </>
        ) : null}
        {totalPoints !== null ? (
          <tr>
            <th scope="row">{t('rateList.rateDetails.totalPoints')}</th>
            <td>{pointsText(totalPoints, t)}</td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}
