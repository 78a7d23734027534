import { css } from '@linaria/core';
import type { SignInSuccessResponse } from '../../../shared/domain/auth-responses';
import { topOriginOfThisFrame } from '../../../shared/embedding/top-origin-header';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { colors, fontSizes, space } from '../../../shared/ui/theme';
import { config } from '../config';
import { useSignInHandoff } from './use-sign-in-handoff';
import { useStorageAccessSignIn } from './use-storage-access-sign-in';

const offerClass = css`
  margin-top: ${space.lg};
  padding-top: ${space.md};
  border-top: 1px solid ${colors.line};
  h2 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0 0 ${space.sm};
    color: ${colors.inkMuted};
  }
  /* Each way in is its words and its button: the next one's words start a step below. */
  & > button {
    margin-bottom: ${space.md};
  }
`;

export type HandoffOfferProps = {
  locale: string;
  onSignedIn(response: SignInSuccessResponse): void;
};

/**
 * Under the form of an overlay on a partner's page (the page around its frame is one of the partners the
 * server named), where the browser keeps this overlay's sign-in apart from the chain's site and may keep
 * none: where the browser offers storage access, the sign-in made on the chain's site can be used here;
 * signing in in Portico's own window brings it here in any browser. Anywhere else it shows nothing.
 */
export default function HandoffOffer({ locale, onSignedIn }: HandoffOfferProps) {
  const partnerPage = topOriginOfThisFrame();
  return partnerPage !== null && config.partnerOrigins.includes(partnerPage) ? <Offer partnerPage={partnerPage} locale={locale} onSignedIn={onSignedIn} /> : null;
}

function Offer({ partnerPage, locale, onSignedIn }: HandoffOfferProps & { partnerPage: string }) {
  const { t } = useMessages();
  const { state, open } = useSignInHandoff(partnerPage, locale, onSignedIn);
  const storageAccess = useStorageAccessSignIn(onSignedIn);
  return (
    <section className={offerClass} aria-labelledby="sign-in-handoff-heading">
      <h2 id="sign-in-handoff-heading">{t('signIn.handoff.offer.heading')}</h2>
      {storageAccess.isOffered ? (
        <>
          <p>{t('signIn.handoff.storageAccess.body')}</p>
          <Button variant="secondary" isBusy={storageAccess.state === 'asking'} onClick={() => void storageAccess.ask()}>
            {t('signIn.handoff.storageAccess.button')}
          </Button>
          {storageAccess.state === 'denied' ? <Alert tone="warning">{t('signIn.handoff.storageAccess.denied')}</Alert> : null}
          {storageAccess.state === 'noSignIn' ? <Alert tone="warning">{t('signIn.handoff.storageAccess.noSignIn')}</Alert> : null}
          {storageAccess.state === 'failed' ? <Alert tone="error">{t('signIn.handoff.failed')}</Alert> : null}
        </>
      ) : null}
      <p>{t('signIn.handoff.offer.body')}</p>
      <Button variant="secondary" onClick={open}>
        {t('signIn.handoff.offer.button')}
      </Button>
      {state === 'waiting' ? <p role="status">{t('signIn.handoff.waiting')}</p> : null}
      {state === 'blocked' ? <Alert tone="warning">{t('signIn.handoff.blocked')}</Alert> : null}
      {state === 'failed' ? <Alert tone="error">{t('signIn.handoff.failed')}</Alert> : null}
    </section>
  );
}
