import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { askToJoin, getUserPrefilledData, openEnrollmentPrefill, type Refused } from '../../../../shared/auth/account-client';
import type { EnrollmentPrefill } from '../../../../shared/domain/account-api';
import { getSignInSetup } from '../../../../shared/auth/auth-client';
import { JOIN_LINK_HOURS } from '../../../../shared/domain/account-api';
import { hostPaths } from '../../../../shared/domain/paths';
import { parseClientId } from '../../../../shared/domain/sign-in-variants';
import { JoinCountriesQuery } from '../../../../shared/graphql/operations/account/join-form';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { sameSitePath } from '../../../../shared/validation/safe-return-url';
import { refusalWordsOf, submissionErrorsOf } from '../../../auth/account-refusal';
import { linkTokenOf } from '../layout/link-token';
import { requestGraphQl } from '../../../services/graphql';
import { AccountCard } from '../layout/account-card';
import { JoinForm } from './join-form';
import { joinRequestOf, prefilledJoinValues, type JoinValues } from './join-values';

const swrOptions = { revalidateOnFocus: false } as const;

/**
 * `/loyalty/createAccount/createAccountPage1.mi`, where Join now leads (the sign-in overlay's promotion,
 * a sweepstakes' link with its `clientId`, a page with its `returnTo`, a campaign's link with its sealed
 * `#prefill=`): the form, started from the campaign's details or what the guest gave when booking in this
 * browser, then "confirm your e-mail", in the same words whether or not the address has an account already.
 */
export function JoinPage() {
  const messages = useMessages();
  const { t, locale } = messages;
  const [query] = useSearchParams();
  const clientId = parseClientId(query.get('clientId'));
  const returnTo = sameSitePath(query.get('returnTo'));
  const countries = useSWR('JoinCountries', async () => (await requestGraphQl(JoinCountriesQuery, {})).countries, swrOptions);
  const sweepstakes = useSWR(clientId ? ['SignInSetup', clientId] : null, async ([, id]) => (await getSignInSetup(id)).sweepstakes, swrOptions);
  const { hash } = useLocation();
  const sealed = linkTokenOf(hash, 'prefill');
  // Asked before the form shows, so a prefill never replaces what the visitor types.
  const prefill = useSWR(['JoinPrefill', sealed], async () => joinPrefill(sealed), { ...swrOptions, shouldRetryOnError: false });
  const [sent, setSent] = useState<JoinValues | null>(null);
  const [values, setValues] = useState<JoinValues | null>(null);

  if (sent) return <CheckYourEmail email={sent.email.trim()} onCheckDetails={() => setSent(null)} />;
  return (
    <AccountCard aria-labelledby="join-heading">
      <h1 id="join-heading">{t('account.join.heading')}</h1>
      <p>{t('account.join.intro')}</p>
      {sweepstakes.data ? <Alert tone="success">{t('account.join.sweepstakes', { title: sweepstakes.data.title })}</Alert> : null}
      {prefill.data?.prefill && !sealed ? <Alert tone="success">{t('account.join.prefilled')}</Alert> : null}
      {prefill.data?.refusal ? <Alert tone="warning">{refusalWordsOf(prefill.data.refusal, messages)}</Alert> : null}
      {countries.data && (prefill.data !== undefined || prefill.error) ? (
        <JoinForm
          countries={countries.data}
          initialValues={values ?? prefilledJoinValues(prefill.data?.prefill ?? null)}
          onJoin={async (joining) => {
            const result = await askToJoin(joinRequestOf(joining, { locale, clientId, returnTo }));
            if (!result.ok) return submissionErrorsOf(result, messages);
            setValues(joining);
            setSent(joining);
            return undefined;
          }}
        />
      ) : (
        <Skeleton lines={8} label={t('account.join.heading')} />
      )}
      <p>
        {t('account.join.haveAccount')} <Link to={hostPaths.signIn.getHref()}>{t('account.join.signIn')}</Link>
      </p>
    </AccountCard>
  );
}

/**
 * What the join form starts from: a campaign link's sealed prefill (`#prefill=`), or else what this
 * browser's guest gave when booking (userPrefilledData). A link whose prefill cannot be opened says why,
 * and the form starts empty.
 */
async function joinPrefill(sealed: string | null): Promise<{ prefill: EnrollmentPrefill | null; refusal: Refused | null }> {
  if (!sealed) return { prefill: (await getUserPrefilledData()).prefill, refusal: null };
  const opened = await openEnrollmentPrefill({ data: sealed });
  return opened.ok ? { prefill: opened.prefill, refusal: null } : { prefill: null, refusal: opened };
}

function CheckYourEmail({ email, onCheckDetails }: { email: string; onCheckDetails(): void }) {
  const { t } = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AccountCard aria-labelledby="join-sent">
      <h1 id="join-sent" ref={headingRef} tabIndex={-1}>
        {t('account.join.sentHeading')}
      </h1>
      <p>{t('account.join.sent', { email, hours: JOIN_LINK_HOURS })}</p>
      <p>
        {t('account.join.notArrived')}{' '}
        <Button variant="secondary" onClick={onCheckDetails}>
          {t('account.join.checkDetails')}
        </Button>
      </p>
    </AccountCard>
  );
}
