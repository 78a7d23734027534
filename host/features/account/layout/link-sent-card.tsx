import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { hostPaths } from '../../../../shared/domain/paths';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { AccountCard } from './account-card';

/**
 * "Check your e-mail", after an account call that e-mails a link (forgot password, activation): what
 * was sent, in words that say nothing of whether an account matched, with the focus on the news and a
 * way to ask again.
 */
export function LinkSentCard({ sent, onAskAgain }: { sent: string; onAskAgain(): void }) {
  const { t } = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AccountCard aria-labelledby="link-sent">
      <h1 id="link-sent" ref={headingRef} tabIndex={-1}>
        {t('account.forgotPassword.sentHeading')}
      </h1>
      <p>{sent}</p>
      <p>
        {t('account.forgotPassword.notArrived')}{' '}
        <Button variant="secondary" onClick={onAskAgain}>
          {t('account.forgotPassword.askAgain')}
        </Button>
      </p>
      <p>
        <Link to={hostPaths.signIn.getHref()}>{t('account.backToSignIn')}</Link>
      </p>
    </AccountCard>
  );
}
