import { css } from '@linaria/core';
import { useState } from 'react';
import { hostPaths } from '../../../shared/domain/host-paths';
import { useMessages } from '../../../shared/i18n/messages-context';
import { Alert } from '../../../shared/ui/alert';
import { textActionClass } from '../../../shared/ui/text-action';
import { colors } from '../../../shared/ui/theme';
import { currentInstant } from '../../../shared/time/current-instant';

const linksClass = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-top: 1rem;
`;

export type AccountLinksProps = {
  hostHref(path: string): string;
  linkTarget: '_top' | undefined;
  isRemembered: boolean;
  onClearRemembered(): Promise<void>;
};

/** Forgot password, and either "clear remembered account" (remembered member) or "activate online account". */
export function AccountLinks({ hostHref, linkTarget, isRemembered, onClearRemembered }: AccountLinksProps) {
  const [isClearing, setClearing] = useState(false);
  const { t } = useMessages();
  const [hasClearFailed, setClearFailed] = useState(false);
  const clear = async () => {
    setClearing(true);
    setClearFailed(false);
    try {
      await onClearRemembered();
    } catch {
      setClearFailed(true);
      setClearing(false);
    }
  };
  return (
    <>
      <div className={linksClass}>
        <a className={textActionClass} href={hostHref(hostPaths.forgotPassword.path)} target={linkTarget}>
          {t('signIn.accountLinks.forgotPassword')}
        </a>
        {isRemembered ? (
          <button className={textActionClass} type="button" onClick={clear} disabled={isClearing} aria-busy={isClearing || undefined}>
            {t('signIn.accountLinks.clearRemembered')}
          </button>
        ) : (
          <a className={textActionClass} href={hostHref(hostPaths.activateOnlineAccount.path)} target={linkTarget}>
            {t('signIn.accountLinks.activate')}
          </a>
        )}
      </div>
      {hasClearFailed ? <Alert tone="error">{t('signIn.accountLinks.clearError')}</Alert> : null}
    </>
  );
}

const detailsClass = css`
  margin-top: 1rem;
  & > summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
    cursor: pointer;
  }
`;

/** The expandable description (US locale, not reservation, not fly-out). */
export function SignInDescription() {
  const { t } = useMessages();
  return (
    <details className={detailsClass}>
      <summary>{t('signIn.description.summary')}</summary>
      <p>{t('signIn.description.body')}</p>
    </details>
  );
}

const copyrightClass = css`
  margin: 1.5rem 0 0;
  font-size: 0.875rem;
  color: ${colors.inkMuted};
`;

export function CopyrightLine({ year = currentInstant().getFullYear() }: { year?: number }) {
  const { t } = useMessages();
  return <p className={copyrightClass}>{t('signIn.copyright', { year })}</p>;
}
