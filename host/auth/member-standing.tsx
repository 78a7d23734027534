import { css } from '@linaria/core';
import { useMessages } from '../../shared/i18n/messages-context';
import { colors, tierColors } from '../../shared/ui/theme';

const standingClass = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  line-height: 1.3;
  & > span:first-child {
    font-weight: 600;
  }
`;

const detailsClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  font-size: 0.8125rem;
  color: ${colors.inkMuted};
`;

const tierClass = css`
  padding: 0 0.375rem;
  border: 1px solid ${colors.line};
  border-radius: 999px;
  font-weight: 600;
  /* The tier's colours by its data-tier: a style attribute would break the page's style-src policy. */
  ${Object.entries(tierColors)
    .map(([tier, { background, text }]) => `&[data-tier='${tier}'] { background: ${background}; color: ${text}; }`)
    .join('\n')}
`;

export type MemberStandingProps = { name: string | null; tier: string | null; pointsBalance: number | null };

/** The header's greeting, with the member's tier in its colours and their points beneath. */
export function MemberStanding({ name, tier, pointsBalance }: MemberStandingProps) {
  const { t, sayNamed } = useMessages();
  // The auth service names tiers in words ("Gold"); the catalogue and the colours know them by level.
  const level = tier?.toUpperCase() ?? null;
  const tierName = level ? sayNamed(`profile.level.${level}`, {}) : null;
  return (
    <p className={standingClass}>
      <span>{t('accountArea.greeting', { name: name ?? '' })}</span>
      {tierName || pointsBalance !== null ? (
        <span className={detailsClass}>
          {tierName ? (
            <span className={tierClass} data-tier={level}>
              {tierName}
            </span>
          ) : null}
          {pointsBalance !== null ? <span>{t('accountArea.points', { points: pointsBalance })}</span> : null}
        </span>
      ) : null}
    </p>
  );
}
