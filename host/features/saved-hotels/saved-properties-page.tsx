import { css } from '@linaria/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hostPaths } from '../../../shared/domain/paths';
import type { SaveWish } from '../../../shared/domain/save-wish-token';
import { formatAddressLines } from '../../../shared/format/format-address';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';
import { ResponsivePicture } from '../../components/responsive-picture';
import { config } from '../../services/config';
import { HotelHeader } from '../../hotel-header/hotel-header';
import { HotelHeaderSkeleton } from '../../hotel-header/hotel-header-skeleton';
import { useHeaderPropertyId, useHotelHeader } from '../../hotel-header/use-hotel-header';
import { applySaveWish, type SaveOutcome } from '../../hotel-header/heart/apply-save-wish';
import { getCustomer, useRefreshSavedHotels, useSaveAccess } from '../../hotel-header/heart/use-customer';
import { readSavedPropertiesQuery, withoutSavedPropertiesWish } from './saved-properties-query';
import { SaveWishConfirmation } from '../../hotel-header/heart/save-wish-confirmation';
import { useLinkedSaveWish } from '../../hotel-header/heart/use-linked-save-wish';
import { updateSavedProperties, useSaveProperty } from '../../hotel-header/heart/use-save-property';
import { getSavedHotels, savedHotelsKey, useSavedHotels, type SavedHotel } from './use-saved-hotels';
import type { PageData } from '../../../shared/ssr/page-data';
import { readSignedInMember } from '../../auth/read-signed-in-member';

/** Spec 9: saved-hotel images are 332x221 at quality 90. */
export const SAVED_HOTEL_IMAGE = { width: 332, height: 221, quality: 90 } as const;
const SAVED_HOTEL_ASPECT = [SAVED_HOTEL_IMAGE.width, SAVED_HOTEL_IMAGE.height] as const;
/** Cards at least 332 px wide fill the row: on a phone, one card as wide as the page. */
const SAVED_HOTEL_SIZES = `(min-width: ${breakpoints.tablet}px) 360px, 100vw`;

const listClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(332px, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    overflow: hidden;
    border-radius: ${radii.card};
    background: ${colors.surface};
  }
  & picture,
  & img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 332 / 221;
  }
  & div {
    padding: 0.75rem 1rem 1rem;
  }
  & h2 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
  & p {
    margin: 0 0 0.75rem;
    color: ${colors.inkMuted};
  }
`;

/**
 * `/loyalty/myAccount/saveProperties.mi`: the member's saved hotels, each with Remove. A remembered
 * member's heart lands here with `save`, `marshaCode`, `returnTo` and its token: the change is applied
 * (after the password, for a session that has ended), then the member goes back where they were. The
 * same wish without our token (a link from anywhere) is asked about first.
 */
/** Who is signed in, then their saved hotels: the page's content. */
export const pageData: PageData = async (_page, read) => {
  const consumerId = await readSignedInMember(read);
  if (consumerId) await read(savedHotelsKey(consumerId), getSavedHotels);
};

export function SavedPropertiesPage() {
  const access = useSaveAccess();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const { t } = useMessages();

  useEffect(() => {
    if (access.kind === 'visitor' || access.kind === 'remembered') {
      navigate(`${hostPaths.signIn.getHref()}?${new URLSearchParams({ returnTo: here })}`, { replace: true });
    }
  }, [access.kind, here, navigate]);

  if (access.kind !== 'member') return <HotelHeaderSkeleton label={t('savedHotels.loading')} />;
  return <MemberSavedHotels consumerId={access.consumerId} />;
}

function MemberSavedHotels({ consumerId }: { consumerId: string }) {
  const { data, error, isLoading } = useSavedHotels(consumerId);
  const outcome = useQueryWish(data !== undefined);
  const headerPropertyId = useHeaderPropertyId() ?? outcome.toConfirm?.propertyId ?? outcome.propertyId;
  const { t } = useMessages();

  return (
    <>
      <HotelHeader pageKind="account" propertyId={headerPropertyId} />
      <h1>{t('savedHotels.heading')}</h1>
      {outcome.message ? <Alert tone={outcome.isRefusal ? 'error' : 'success'}>{outcome.message}</Alert> : null}
      {error ? <p role="alert">{t('savedHotels.loadError')}</p> : null}
      {isLoading ? <HotelHeaderSkeleton label={t('savedHotels.loading')} /> : null}
      {data ? <SavedHotelList hotels={data.savedProperties.map((saved) => saved.property)} /> : null}
      {outcome.toConfirm ? <QueryWishConfirmation wish={outcome.toConfirm} onConfirm={outcome.confirm} onDecline={outcome.decline} /> : null}
    </>
  );
}

/** The page's wish names a hotel by its code only: the question waits for the hotel's name. */
function QueryWishConfirmation({ wish, onConfirm, onDecline }: { wish: SaveWish; onConfirm(): void; onDecline(): void }) {
  const { data: hotel, isLoading } = useHotelHeader(wish.propertyId);
  const { t } = useMessages();
  if (isLoading) return null;
  // A code no hotel has is still asked about, by its code; the update then says the hotel does not exist.
  return <SaveWishConfirmation wish={wish} hotelName={hotel?.basicInformation.name ?? t('savedHotels.wish.unknownHotel', { propertyId: wish.propertyId })} onConfirm={onConfirm} onDecline={onDecline} />;
}

type QueryWish = SaveWish & { returnTo: string | null };

/**
 * The address's save wish, taken once the list is loaded (see useLinkedSaveWish): applied, or
 * confirmed and applied, then back to `returnTo` when there is one.
 */
function useQueryWish(isReady: boolean) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const refresh = useRefreshSavedHotels();
  const { t } = useMessages();
  const [result, setResult] = useState<{ outcome: SaveOutcome | null; propertyId: string | null }>({ outcome: null, propertyId: null });
  const query = useMemo(() => readSavedPropertiesQuery(search, [config.hostOrigin]), [search]);
  const wish = useMemo((): QueryWish | null => (query.wish ? { ...query.wish, returnTo: query.returnTo } : null), [query]);

  const linked = useLinkedSaveWish({
    wish,
    token: query.token,
    isReady,
    addressWithoutWish: withoutSavedPropertiesWish(pathname, search),
    apply: async ({ returnTo, ...change }) => {
      const outcome = await applySaveWish({ ...change, current: null }, { readCustomer: getCustomer, update: updateSavedProperties }).catch(
        (): SaveOutcome => ({ kind: 'refused', code: 'NETWORK', message: t('savedHotels.wish.networkError') }),
      );
      await refresh();
      setResult({ outcome, propertyId: change.propertyId });
      if (outcome.kind !== 'refused' && returnTo) navigate(returnTo, { replace: true });
    },
  });

  const { outcome } = result;
  return {
    propertyId: result.propertyId,
    toConfirm: linked.toConfirm,
    confirm: linked.confirm,
    decline: linked.decline,
    isRefusal: outcome?.kind === 'refused',
    message: !outcome ? null : outcome.kind === 'refused' ? outcome.message : outcome.saved ? t('savedHotels.wish.saved') : t('savedHotels.wish.removed'),
  };
}

function SavedHotelList({ hotels }: { hotels: SavedHotel[] }) {
  const { t } = useMessages();
  if (hotels.length === 0) {
    return (
      <p>
        {t('savedHotels.list.empty')} <Link to={hostPaths.home.getHref()}>{t('savedHotels.list.browse')}</Link>
      </p>
    );
  }
  return (
    <ul className={listClass} aria-label={t('savedHotels.list.label')}>
      {hotels.map((hotel) => (
        <SavedHotelCard key={hotel.id} hotel={hotel} />
      ))}
    </ul>
  );
}

function SavedHotelCard({ hotel }: { hotel: SavedHotel }) {
  // The list is already read by the page; removing reads the member's revision afresh.
  const save = useSaveProperty(hotel.id, { isWanted: false });
  const image = hotel.media.primaryImage;
  const { width, quality } = SAVED_HOTEL_IMAGE;
  const { t } = useMessages();

  return (
    <li>
      {image ? (
        <ResponsivePicture path={image.url} alt={image.alternateDescription} aspect={SAVED_HOTEL_ASPECT} width={width} widths={[480, 800]} quality={quality} sizes={SAVED_HOTEL_SIZES} />
      ) : null}
      <div>
        <h2>
          <Link to={hostPaths.hotelOverview.getHref(hotel.seoNickname)}>{hotel.basicInformation.name}</Link>
        </h2>
        <p>
          <bdi>{formatAddressLines(hotel.contactInformation.address).join(', ')}</bdi>
        </p>
        <Button
          variant="secondary"
          isBusy={save.isBusy}
          onClick={() => void save.change(false)}
          aria-label={t('savedHotels.card.removeLabel', { hotelName: hotel.basicInformation.name })}
        >
          {t('savedHotels.card.remove')}
        </Button>
        {save.refusal ? <p role="alert">{save.refusal}</p> : null}
      </div>
    </li>
  );
}
