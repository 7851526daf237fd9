import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/identity/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Change password (spec §2). */
export const ChangePasswordRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('passwordChange.title'));
  return <ChangePasswordForm />;
};
