import { useTranslation } from 'react-i18next';
import { RecoveryForm } from '../../../features/identity/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Password recovery (spec §2): the new password and the phone, then the SMS code. */
export const RecoveryRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth.recovery.title'));
  return <RecoveryForm />;
};
