import { useId } from 'react';
import { useMessages } from '../../../../shared/i18n/messages-context';
import { panelClass } from '../pre-booking/pre-booking-styles';

/** After the news, the three things a guest asks next: how the hotel knows the booking, how to change it, what to bring. */
export function WhatHappensNext() {
  const { t } = useMessages();
  const headingId = useId();
  return (
    <section className={panelClass} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('confirmation.next.heading')}</h2>
      <ol>
        <li>{t('confirmation.next.keepNumber')}</li>
        <li>{t('confirmation.next.changeOrCancel')}</li>
        <li>{t('confirmation.next.atArrival')}</li>
      </ol>
    </section>
  );
}
