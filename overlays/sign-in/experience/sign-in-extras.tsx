import { css } from '@linaria/core';
import { useState } from 'react';
import { hostPaths } from '../../../shared/domain/host-paths';
import { Alert } from '../../../shared/ui/alert';
import { textActionClass } from '../../../shared/ui/text-action';
import { colors } from '../../../shared/ui/theme';

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
  const [clearError, setClearError] = useState<string | null>(null);
  const clear = async () => {
    setClearing(true);
    setClearError(null);
    try {
      await onClearRemembered();
    } catch {
      setClearError('We could not forget this account just now. Try again.');
      setClearing(false);
    }
  };
  return (
    <>
      <div className={linksClass}>
        <a className={textActionClass} href={hostHref(hostPaths.forgotPassword.path)} target={linkTarget}>
          Forgot password?
        </a>
        {isRemembered ? (
          <button className={textActionClass} type="button" onClick={clear} disabled={isClearing} aria-busy={isClearing || undefined}>
            Not you? Clear remembered account
          </button>
        ) : (
          <a className={textActionClass} href={hostHref(hostPaths.activateOnlineAccount.path)} target={linkTarget}>
            Activate your online account
          </a>
        )}
      </div>
      {clearError ? <Alert tone="error">{clearError}</Alert> : null}
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
  return (
    <details className={detailsClass}>
      <summary>Why sign in?</summary>
      <p>
        Signed-in members see member rates, earn points on every stay, keep their saved hotels and find their
        reservations in My Trips. Use the email address or 9-digit member number on your account.
      </p>
    </details>
  );
}

const copyrightClass = css`
  margin: 1.5rem 0 0;
  font-size: 0.875rem;
  color: ${colors.inkMuted};
`;

export function CopyrightLine({ year = new Date().getFullYear() }: { year?: number }) {
  return <p className={copyrightClass}>© {year} Portico Hotels &amp; Resorts. All rights reserved.</p>;
}
