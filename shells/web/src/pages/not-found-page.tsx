import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page.js';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return <MessagePage title={t('notFound.title')} text={t('notFound.hint')} />;
};
