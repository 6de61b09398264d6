import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page.js';

/** A route whose feature has not been built: says so plainly, imitates nothing. */
export const NotAvailablePage = () => {
  const { t } = useTranslation();
  return <MessagePage title={t('notAvailable.title')} text={t('notAvailable.text')} homeLabel={t('gate.backHome')} />;
};
