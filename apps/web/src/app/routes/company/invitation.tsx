import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AcceptInvitationForm } from '../../../features/company/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** The page the invitation SMS links to: `/invitation?phone=77…` fills the phone in. */
export const InvitationRoute = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('company.accept.title'));
  return <AcceptInvitationForm phone={params.get('phone') ?? ''} />;
};
