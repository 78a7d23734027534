import { Link } from 'react-router-dom';
import { useMessages } from '../../shared/i18n/messages-context';

export function NotFoundPage() {
  const { t } = useMessages();
  return (
    <>
      <h1>{t('notFound.heading')}</h1>
      <p>
        {t('notFound.text.before')}
        <Link to="/">{t('notFound.text.homeLink')}</Link>
        {t('notFound.text.after')}
      </p>
    </>
  );
}
