import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../../features/identity/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Sign-in (spec §2); a guest sent here by «Оформить» is told why and comes back to the order afterwards. */
export const LoginRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  return <LoginForm />;
};
