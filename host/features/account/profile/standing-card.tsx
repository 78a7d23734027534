import { css } from '@linaria/core';
import type { AccountStoreFieldsFragment } from '../../../../shared/graphql/generated/graphql';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { colors, radii, tierColors } from '../../../../shared/ui/theme';

const cardClass = css`
  margin: 0 0 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  /* The tier's colours by its data-tier: a style attribute would break the page's style-src policy. */
  ${Object.entries(tierColors)
    .map(([tier, { background, text }]) => `&[data-tier='${tier}'] { background: ${background}; color: ${text}; }`)
    .join('\n')}
  & > h2 {
    margin: 0 0 0.25rem;
    font-size: 1.375rem;
  }
  & > p {
    margin: 0 0 1rem;
  }
  & dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
    gap: 0.75rem;
    margin: 0;
  }
  & dt {
    font-size: 0.875rem;
  }
  & dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/** The member's standing: their tier (in its colours), member number, points, nights this year and Suite Night Awards. */
export function StandingCard({ store }: { store: AccountStoreFieldsFragment }) {
  const { t, locale } = useMessages();
  const number = new Intl.NumberFormat(locale);
  return (
    <section className={cardClass} data-tier={store.memberLevel} aria-labelledby="standing-heading">
      <h2 id="standing-heading">{t(`profile.level.${store.memberLevel}`)}</h2>
      <p>{t('profile.standing.memberNumber', { memberNumber: store.memberNumber })}</p>
      <dl>
        <div>
          <dt>{t('profile.standing.points')}</dt>
          <dd>{number.format(store.currentPointBalance)}</dd>
        </div>
        <div>
          <dt>{t('profile.standing.nights')}</dt>
          <dd>{number.format(store.totalNights)}</dd>
        </div>
        <div>
          <dt>{t('profile.standing.suiteNightAwards')}</dt>
          <dd>{number.format(store.suiteNightAwards)}</dd>
        </div>
      </dl>
    </section>
  );
}
