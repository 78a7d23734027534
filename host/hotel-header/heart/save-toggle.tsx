import { css } from '@linaria/core';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { returnToWithSaveWish, withoutSaveWish } from '../../../shared/domain/hotel-header';
import { hostPaths } from '../../../shared/domain/paths';
import { sameSitePath } from '../../../shared/validation/safe-return-url';
import { useMessages } from '../../../shared/i18n/messages-context';
import { textActionClass } from '../../../shared/ui/text-action';
import { colors } from '../../../shared/ui/theme';
import { useIsHydrated } from '../../../shared/ssr/use-is-hydrated';
import { useUserDetails } from '../../auth/use-user-details';
import { SignInDialog } from '../../auth/sign-in-dialog';
import { signInPageHref } from '../../auth/sign-in-page-href';
import { HeartIcon } from './heart-icon';
import { useSaveLinkToken } from './save-link-token';
import { saveWishLinkToken } from './save-wish-link';
import { SaveWishConfirmation } from './save-wish-confirmation';
import { useSaveProperty } from './use-save-property';

const toggleClass = css`
  gap: 0.375rem;
  font-weight: 600;
  text-decoration: none;
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

const refusalClass = css`
  color: ${colors.error};
  font-size: 0.875rem;
`;

export type SaveToggleProps = {
  propertyId: string;
  hotelName: string;
  /** Apply a `saveProperty` wish from the address (one toggle per page does). */
  appliesWish?: boolean;
};

/**
 * The Save / Saved heart (spec 4). Members toggle it in place. A remembered member's heart links to the
 * saved-hotels page, which asks for the password first. A visitor's heart opens sign-in and comes back
 * here with the wish in the address, where it is applied once signed in. Both links carry a token kept
 * in this tab's session, which tells our own link from one another site made: a wish without it is
 * only applied once the member confirms it. Both are real links, so they also work opened in a new
 * tab (where the session may not follow, and the member is asked).
 */
export function SaveToggle({ propertyId, hotelName, appliesWish = false }: SaveToggleProps) {
  const { t } = useMessages();
  const save = useSaveProperty(propertyId, { isWanted: true, appliesWish });
  const [isSignInOpen, setSignInOpen] = useState(false);
  // Made only where the heart is a link: a member's heart changes the list in place and needs none.
  const isLink = save.access.kind === 'visitor' || save.access.kind === 'remembered';
  // Once hydrated the token is one kept in this tab's storage for this wish; until then (a click before the
  // script arrives) the server's, which it also kept in the visitor's cookie.
  const isHydrated = useIsHydrated();
  const serverLinkToken = useSaveLinkToken();
  const tabLinkToken = useMemo(() => (isLink && isHydrated ? saveWishLinkToken({ propertyId, save: true }) : null), [isLink, isHydrated, propertyId]);
  const linkToken = isHydrated ? tabLinkToken : serverLinkToken;
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const navigate = useNavigate();
  const { mutate: refreshUser } = useUserDetails();
  const label = save.isSaved ? t('saveToggle.saved') : t('saveToggle.save');
  // The name says the state ("Saved: …"), as the visible label does; it starts with that label (WCAG 2.5.3).
  const fullName = save.isSaved ? t('saveToggle.savedName', { hotelName }) : t('saveToggle.saveName', { hotelName });

  const status = (
    <span role="status" className={save.refusal ? refusalClass : 'visually-hidden'}>
      {save.refusal ?? save.announcement ?? ''}
    </span>
  );

  if (save.access.kind === 'loading' || !save.isReady) {
    return (
      <span className={`${textActionClass} ${toggleClass}`} aria-disabled="true">
        <HeartIcon isFilled={false} />
        {t('saveToggle.save')}
      </span>
    );
  }

  if (save.access.kind === 'member') {
    return (
      <>
        <button
          type="button"
          className={`${textActionClass} ${toggleClass}`}
          aria-label={fullName}
          data-saved={save.isSaved}
          aria-disabled={save.isBusy}
          onClick={() => {
            if (!save.isBusy) void save.change(!save.isSaved);
          }}
        >
          <HeartIcon isFilled={save.isSaved} />
          {label}
        </button>
        {status}
        {save.linkedWish.toConfirm ? (
          <SaveWishConfirmation wish={save.linkedWish.toConfirm} hotelName={hotelName} onConfirm={save.linkedWish.confirm} onDecline={save.linkedWish.decline} />
        ) : null}
      </>
    );
  }

  // Outside a member's session the list is unknown, so the heart shows Save and the wish is to save.
  const returnTo = returnToWithSaveWish(here, true, linkToken);
  if (save.access.kind === 'remembered') {
    const href = hostPaths.savedProperties.getHref({ save: true, marshaCode: propertyId, returnTo: withoutSaveWish(here), saveToken: linkToken });
    return (
      <a className={`${textActionClass} ${toggleClass}`} href={href} aria-label={fullName}>
        <HeartIcon isFilled={false} />
        {t('saveToggle.save')}
      </a>
    );
  }

  return (
    <>
      <a
        className={`${textActionClass} ${toggleClass}`}
        href={signInPageHref(returnTo)}
        aria-label={fullName}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setSignInOpen(true);
        }}
      >
        <HeartIcon isFilled={false} />
        {t('saveToggle.save')}
      </a>
      <SignInDialog
        isOpen={isSignInOpen}
        isPreloaded={false}
        title={t('saveToggle.signInTitle')}
        returnTo={returnTo}
        onClose={() => setSignInOpen(false)}
        onSignedIn={async (detail) => {
          setSignInOpen(false);
          await refreshUser();
          navigate(sameSitePath(detail.nextStateURI) ?? returnTo);
        }}
      />
    </>
  );
}
