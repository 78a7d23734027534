import { useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingPaths } from '../../../../shared/domain/booking-paths';
import { PROPERTY_CODE_PATTERN } from '../../../../shared/domain/saved-properties';
import { Alert, ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { SignInDialog } from '../../../auth/sign-in-dialog';
import { criteriaOfSelection } from '../../../booking-entry/criteria-of-selection';
import { rememberSearchedProperty } from '../../../hotel-header/current-property';
import { HotelHeader } from '../../../hotel-header/hotel-header';
import { SearchForm } from '../search/search-form';
import { wordedSearchProblems, type WordedSearchProblem } from '../search/search-form-input';
import { NoExactMatchAlert, NoRoomsMessage, useNoExactMatchLog } from './no-exact-match';
import { RateDetailsDialog } from './rate-details-dialog';
import { readRateListAddress, type RateListModal } from './rate-list-address';
import { RoomDetailsDialog } from './room-details-dialog';
import { RoomsAndRates } from './rooms-and-rates';
import { SearchSummary } from './search-summary';
import { searchRefusalOf } from './search-refusal';
import { useMemberRateSignIn } from './use-member-rate-sign-in';
import { useRateListModal } from './use-rate-list-modal';
import { getSearchProducts, searchProductsKey, useSearchProducts, type SearchProducts } from './use-search-products';
import type { PageData } from '../../../../shared/ssr/page-data';
import { getHotelHeader, hotelHeaderKey } from '../../../hotel-header/use-hotel-header';
import { fetchHotelList, hotelListKey } from '../../../services/hotel-list';
import { RedemptionAlert } from '../../../components/promotions/promotion-cards';
import { DisplayCurrencyProvider } from '../../../components/currency/display-currency';

/** The hotel's header and its rooms and rates for the search in the address: the page's content. */
export const pageData: PageData = async ({ url }, read) => {
  const { criteria, problems } = readRateListAddress(url.pathname, url.searchParams);
  const reads: Promise<unknown>[] = [read(hotelListKey, fetchHotelList)];
  if (PROPERTY_CODE_PATTERN.test(criteria.propertyId)) reads.push(read(hotelHeaderKey(criteria.propertyId), getHotelHeader));
  if (problems.length === 0) reads.push(read(searchProductsKey(criteria), getSearchProducts));
  await Promise.all(reads);
};

/**
 * `/reservation/rateListMenu.mi` (RLM), and the same list with a detail modal open at
 * `/reservation/ersViewRoomPool.mi` and `/reservation/ersViewRateRules.mi`. A search the address or the
 * server finds fault with shows the search form with the reasons instead of results.
 */
export function RateListPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const address = useMemo(() => readRateListAddress(pathname, params), [pathname, params]);
  const { say } = useMessages();
  const { propertyId } = address.criteria;
  useEffect(() => {
    if (PROPERTY_CODE_PATTERN.test(propertyId)) rememberSearchedProperty(propertyId);
  }, [propertyId]);

  if (address.problems.length > 0) return <SearchToFix criteria={address.criteria} problems={wordedSearchProblems(address.problems, say)} />;
  return <RateList criteria={address.criteria} modal={address.modal} />;
}

function useSearchAgain() {
  const navigate = useNavigate();
  return useCallback((criteria: SearchCriteria) => navigate(bookingPaths.rateList.getHref(criteria)), [navigate]);
}

/** A search that breaks a rule: no results, the form with each reason beside its field. */
function SearchToFix({ criteria, problems, otherMessages = [] }: { criteria: SearchCriteria; problems: readonly WordedSearchProblem[]; otherMessages?: string[] }) {
  const searchAgain = useSearchAgain();
  const { t } = useMessages();
  return (
    <>
      <HotelHeader pageKind="booking" propertyId={PROPERTY_CODE_PATTERN.test(criteria.propertyId) ? criteria.propertyId : null} />
      <h1>{t('rateList.page.heading')}</h1>
      <Alert tone="error" heading={t('rateList.searchToFix.heading')}>
        <p>{otherMessages.length > 0 ? otherMessages.join(' ') : t('rateList.searchToFix.body')}</p>
      </Alert>
      <SearchForm initialCriteria={criteria} layout="full" knownProblems={problems} submitLabel={t('availability.form.findRooms')} onSearch={searchAgain} />
    </>
  );
}

function RateList({ criteria, modal }: { criteria: SearchCriteria; modal: RateListModal | null }) {
  const searchAgain = useSearchAgain();
  const search = useSearchProducts(criteria);
  const { mutate } = search;
  const refresh = useCallback(() => mutate(), [mutate]);
  const signIn = useMemberRateSignIn(refresh);
  const modals = useRateListModal(criteria);
  const messages = useMessages();
  const { t } = messages;
  const refusal = search.error && !search.data ? searchRefusalOf(search.error, messages) : null;
  if (refusal) return <SearchToFix criteria={criteria} problems={refusal.problems} otherMessages={refusal.otherMessages} />;

  const answer = search.data;
  const stay = answer?.offered ? criteriaOfSelection(answer.offered) : null;
  return (
    <DisplayCurrencyProvider>
      <HotelHeader pageKind="booking" propertyId={criteria.propertyId} />
      <h1>{t('rateList.page.heading')}</h1>
      <SearchSummary criteria={criteria} onSearch={searchAgain} />
      {criteria.rewardsRedemption ? <RedemptionAlert /> : null}
      {answer ? (
        <SearchAnswer answer={answer} requested={criteria} onRefresh={() => void refresh()} onShowRoomDetails={modals.openRoom} onShowRateDetails={modals.openRate} onSignIn={signIn.open} />
      ) : null}
      {answer === null ? <UnknownHotel criteria={criteria} /> : null}
      {answer === undefined && search.error ? (
        <>
          <ErrorAlert>{t('rateList.loadFailed')}</ErrorAlert>
          <Button onClick={() => void refresh()}>{t('rateList.tryAgain')}</Button>
        </>
      ) : null}
      {answer === undefined && !search.error ? <Skeleton label={t('rateList.loading')} lines={8} /> : null}
      {modal?.kind === 'room' ? <RoomDetailsDialog propertyId={criteria.propertyId} roomTypeCode={modal.roomTypeCode} onClose={modals.close} /> : null}
      {modal?.kind === 'rate' ? (
        <RateDetailsDialog
          stay={answer === undefined ? null : (stay ?? criteria)}
          timeZone={answer?.property.timeZone ?? null}
          roomTypeCode={modal.roomTypeCode}
          ratePlanCode={modal.ratePlanCode}
          onClose={modals.close}
          onSignIn={signIn.open}
        />
      ) : null}
      <SignInDialog
        isOpen={signIn.isOpen}
        isPreloaded={false}
        page="memberRateSignIn"
        variant="signInOnly"
        title={t('rateList.signIn.title')}
        onClose={signIn.close}
        onSignedIn={() => void signIn.signedIn()}
      />
    </DisplayCurrencyProvider>
  );
}

type SearchAnswerProps = {
  answer: SearchProducts;
  requested: SearchCriteria;
  onRefresh(): void;
  onShowRoomDetails(roomTypeCode: string): void;
  onShowRateDetails(roomTypeCode: string, ratePlanCode: string): void;
  onSignIn(): void;
};

/** The rooms of the search; when no exact match, first what they are for; when nothing is close, a way to search again. */
function SearchAnswer({ answer, requested, ...actions }: SearchAnswerProps) {
  const stay = answer.offered ? criteriaOfSelection(answer.offered) : null;
  useNoExactMatchLog(requested, stay, answer.isExactMatch);
  if (!stay) return <NoRoomsMessage requested={requested} />;
  return (
    <>
      {!answer.isExactMatch ? <NoExactMatchAlert requested={requested} offered={stay} roomNames={answer.rooms.map((room) => room.roomType.name)} /> : null}
      <RoomsAndRates answer={answer} stay={stay} {...actions} />
    </>
  );
}

function UnknownHotel({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useMessages();
  return (
    <Alert tone="warning" heading={t('rateList.unknownHotel.heading')}>
      <p>
        {t('rateList.unknownHotel.body', { code: criteria.propertyId })}
        <Link to={bookingPaths.availability.getHref(criteria)}>{t('rateList.unknownHotel.link')}</Link>
      </p>
    </Alert>
  );
}
