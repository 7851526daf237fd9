import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../../features/identity/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Registration of a person or a company (spec §2, §5), then the SMS code on the next page. */
export const RegisterRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  return <RegisterForm />;
};
