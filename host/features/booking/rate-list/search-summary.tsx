import { css } from '@linaria/core';
import { useId, useState } from 'react';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { useLocale, useMessages } from '../../../../shared/i18n/messages-context';
import { Button } from '../../../../shared/ui/button';
import { colors, radii } from '../../../../shared/ui/theme';
import { SearchForm } from '../search/search-form';
import { stayText } from '../../../booking-entry/stay-text';

const summaryClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1.25rem;
  margin-bottom: 1rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > p {
    margin: 0;
  }
`;

/**
 * The rate list's search, in words, with "Change search" opening the same availability form,
 * compact, for this hotel; searching again goes to the rate list of the new search.
 */
export function SearchSummary({ criteria, onSearch }: { criteria: SearchCriteria; onSearch(criteria: SearchCriteria): void }) {
  const [isEditing, setEditing] = useState(false);
  const formId = useId();
  const { t } = useMessages();
  const locale = useLocale();
  return (
    <>
      <div className={summaryClass}>
        <p>
          <span className="visually-hidden">{t('rateList.summary.yourSearch')}</span> {stayText(criteria, locale, t)}
          {criteria.rewardsRedemption ? t('rateList.summary.usingPoints') : null}
        </p>
        <Button variant="secondary" aria-expanded={isEditing} aria-controls={formId} onClick={() => setEditing(!isEditing)}>
          {t('rateList.summary.change')}
        </Button>
      </div>
      <div id={formId} hidden={!isEditing}>
        {isEditing ? (
          <SearchForm
            initialCriteria={criteria}
            layout="compact"
            submitLabel={t('rateList.summary.update')}
            onSearch={(search) => {
              setEditing(false);
              onSearch(search);
            }}
          />
        ) : null}
      </div>
    </>
  );
}
