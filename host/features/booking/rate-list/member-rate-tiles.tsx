import { css } from '@linaria/core';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { textActionClass } from '../../../../shared/ui/text-action';
import { colors, radii } from '../../../../shared/ui/theme';
import { pointsText } from '../booking-texts';

const tileClass = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${radii.control};
  background: ${colors.canvas};
  & p {
    margin: 0;
  }
  & > svg {
    flex: none;
  }
`;

/** The member-rates mark (a tag with a star), beside member rates and on the tiles. */
export function MemberRatesIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 3h9l9 9-9 9-9-9z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 8.5l1 2 2.2.3-1.6 1.5.4 2.2L9 13.4l-2 1.1.4-2.2-1.6-1.5 2.2-.3z" fill="currentColor" />
    </svg>
  );
}

const badgeClass = css`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem 0.125rem 0.375rem;
  border: 1px solid ${colors.line};
  border-radius: 999px;
  background: ${colors.canvas};
  color: ${colors.ink};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  & > svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

/** The one mark a priced member rate carries, beside its price: the rate's name already says whose rate it is. */
export function MemberPriceBadge() {
  const { t } = useMessages();
  return (
    <span className={badgeClass} data-badge>
      <MemberRatesIcon />
      {t('rateList.rateCard.memberPrice')}
    </span>
  );
}

/**
 * Spec's TranslationDisclaimerTile: on a member rate a visitor cannot see the price of, the
 * member-rates icon and a sign-in link that opens the member-rate sign-in overlay.
 */
export function TranslationDisclaimerTile({ onSignIn }: { onSignIn(): void }) {
  const { t } = useMessages();
  return (
    <div className={tileClass}>
      <MemberRatesIcon />
      <p>
        {t('rateList.memberTile.before')}
        <button type="button" className={textActionClass} aria-haspopup="dialog" onClick={onSignIn}>
          {t('rateList.memberTile.signIn')}
        </button>
        {t('rateList.memberTile.after')}
      </p>
    </div>
  );
}

/** Spec's CongratulationsTile: a signed-in member sees member prices, and their points balance. */
export function CongratulationsTile({ pointBalance }: { pointBalance: number | null }) {
  const { t } = useMessages();
  return (
    <div className={tileClass} role="note" aria-label={t('rateList.congratulations.label')}>
      <MemberRatesIcon />
      <p>
        <strong>{t('rateList.congratulations.heading')}</strong>
        {pointBalance !== null ? t('rateList.congratulations.balance', { points: pointsText(pointBalance, t) }) : null}
      </p>
    </div>
  );
}
