import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { finishJoining } from '../../../../shared/auth/account-client';
import type { FinishJoiningResponse } from '../../../../shared/domain/account-api';
import { hostPaths } from '../../../../shared/domain/paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { useIsHydrated } from '../../../../shared/ssr/use-is-hydrated';
import { Alert, ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Form } from '../../../../shared/ui/form';
import { submissionErrorsOf } from '../../../auth/account-refusal';
import { AccountCard } from '../layout/account-card';
import { linkTokenOf } from '../layout/link-token';

type Joined = Omit<FinishJoiningResponse, 'status'>;

/**
 * `/loyalty/createAccount/createAccountPage2.mi#token=…`, where a join e-mail's link lands. The account is
 * made when the new member presses the button, never on opening the page: mail scanners open links too.
 * Once made, the member is signed in, told their member number, and goes on where the join began.
 */
export function FinishJoiningPage() {
  const messages = useMessages();
  const { t } = messages;
  const { hash } = useLocation();
  const isHydrated = useIsHydrated();
  const token = linkTokenOf(hash);
  const [joined, setJoined] = useState<Joined | null>(null);

  if (joined) return <Welcome joined={joined} />;
  return (
    <AccountCard aria-labelledby="finish-joining-heading">
      <h1 id="finish-joining-heading">{t('account.finishJoining.heading')}</h1>
      {isHydrated && !token ? (
        <Alert tone="warning">
          {t('account.finishJoining.noToken')} <Link to={hostPaths.joinNow.getHref()}>{t('account.finishJoining.joinAgain')}</Link>
        </Alert>
      ) : (
        <>
          <p>{t('account.finishJoining.intro')}</p>
          <Form
            onSubmit={async () => {
              if (!token) return undefined;
              const result = await finishJoining({ token });
              if (!result.ok) return submissionErrorsOf(result, messages);
              const { ok: _ok, ...member } = result;
              setJoined(member);
              return undefined;
            }}
            render={({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate>
                {submitError ? (
                  <ErrorAlert>
                    {submitError as string} <Link to={hostPaths.joinNow.getHref()}>{t('account.finishJoining.joinAgain')}</Link>
                  </ErrorAlert>
                ) : null}
                <Button type="submit" isBusy={submitting} disabled={!isHydrated}>
                  {t('account.finishJoining.submit')}
                </Button>
              </form>
            )}
          />
        </>
      )}
    </AccountCard>
  );
}

function Welcome({ joined }: { joined: Joined }) {
  const { t } = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AccountCard aria-labelledby="welcome-heading">
      <h1 id="welcome-heading" ref={headingRef} tabIndex={-1}>
        {t('account.finishJoining.welcomeHeading', { name: joined.givenName })}
      </h1>
      <p>{t('account.finishJoining.welcome', { memberNumber: joined.memberNumber })}</p>
      {joined.sweepstakesTitle ? <p>{t('account.finishJoining.entered', { title: joined.sweepstakesTitle })}</p> : null}
      {/* A full load: the header and every page read the new session afresh. */}
      <p>
        <a href={joined.nextStateURI}>{t('account.finishJoining.continue')}</a>
      </p>
    </AccountCard>
  );
}
