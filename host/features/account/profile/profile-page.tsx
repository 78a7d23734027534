import { css } from '@linaria/core';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { hostPaths } from '../../../../shared/domain/paths';
import { ProfilePageQuery } from '../../../../shared/graphql/operations/account/profile';
import { useMessages } from '../../../../shared/i18n/messages-context';
import type { PageData } from '../../../../shared/ssr/page-data';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { readSignedInMember } from '../../../auth/read-signed-in-member';
import { useMemberAccess } from '../../../auth/use-member-access';
import { useUserDetails } from '../../../auth/use-user-details';
import { requestGraphQl } from '../../../services/graphql';
import { CommunicationForm, ContactForm, NameForm, PasswordForm } from './profile-forms';
import { StandingCard } from './standing-card';

const profileKey = (consumerId: string) => ['ProfilePage', consumerId] as const;
const getProfile = () => requestGraphQl(ProfilePageQuery, {});
type ProfileData = Awaited<ReturnType<typeof getProfile>>;

/** Who is signed in, then their account: the page's content. */
export const pageData: PageData = async (_page, read) => {
  const consumerId = await readSignedInMember(read);
  if (consumerId) await read(profileKey(consumerId), getProfile);
};

const pageClass = css`
  width: min(640px, 100%);
  margin: 0 auto;
`;

/**
 * `/loyalty/myAccount/profile.mi` (spec 01): the member's standing (tier, points, nights this year,
 * Suite Night Awards), their name, contact details and address, their communication option and a
 * password change, each saved on its own. Anyone else is sent to sign in and comes back here.
 */
export function ProfilePage() {
  const { t } = useMessages();
  const access = useMemberAccess();
  const { mutate: refreshUser } = useUserDetails();
  const profile = useSWR(access.kind === 'member' ? profileKey(access.consumerId) : null, getProfile, { revalidateOnFocus: false });
  const location = useLocation();
  const navigate = useNavigate();
  // The server sees no member (the session ended since the user details were read): sign in again too.
  const mustSignIn = access.kind === 'signInNeeded' || (profile.data !== undefined && !profile.data.accountStore);

  useEffect(() => {
    if (!mustSignIn) return;
    navigate(`${hostPaths.signIn.getHref()}?${new URLSearchParams({ returnTo: `${location.pathname}${location.search}` })}`, { replace: true });
  }, [mustSignIn, location.pathname, location.search, navigate]);

  const update = (change: (data: ProfileData) => ProfileData) => void profile.mutate((data) => (data ? change(data) : data), { revalidate: false });
  const data = profile.data;
  return (
    <div className={pageClass}>
      <h1>{t('profile.heading')}</h1>
      {access.kind === 'failed' || profile.error ? <ErrorAlert>{t('profile.loadError')}</ErrorAlert> : null}
      {data?.accountStore && data.memberInformation ? (
        <>
          <StandingCard store={data.accountStore} />
          <p>
            <Link to={hostPaths.myTrips.getHref()}>{t('accountArea.myTrips')}</Link> · <Link to={hostPaths.savedProperties.getHref()}>{t('accountArea.savedHotels')}</Link>
          </p>
          <NameForm
            profile={data.memberInformation}
            onSaved={(memberInformation) => {
              update((current) => ({ ...current, memberInformation }));
              // The header greets the member by name.
              void refreshUser();
            }}
          />
          <ContactForm profile={data.memberInformation} countries={data.countries} onSaved={(memberInformation) => update((current) => ({ ...current, memberInformation }))} />
          <CommunicationForm store={data.accountStore} onSaved={(accountStore) => update((current) => ({ ...current, accountStore }))} />
          <PasswordForm />
        </>
      ) : access.kind === 'failed' || profile.error ? null : (
        <Skeleton label={t('profile.loading')} lines={8} />
      )}
    </div>
  );
}
