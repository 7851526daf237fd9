import { formatPhone } from '@jetkiz/domain';
import { Anchor, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import {
  AuthCard,
  CodeForm,
  register,
  registrationDraft,
  startSession,
  useConfirmRegistration,
} from '../../../features/identity/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorNode, notifyError } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** The 4-digit code: confirming signs the new user in (spec §4) and opens the cabinet. */
export const RegisterConfirmRoute = () => {
  const { t } = useTranslation();
  const confirm = useConfirmRegistration();
  const [draft] = useState(registrationDraft.get);
  const [error, setError] = useState<ReactNode>();
  usePageTitle(t('auth.confirm.title'));

  if (!draft) {
    return (
      <AuthCard title={t('auth.confirm.title')}>
        <Text>{t('auth.confirm.restart')}</Text>
        <Anchor component={Link} to={paths.register} mt="md" display="inline-block">
          {t('auth.register.title')}
        </Anchor>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.confirm.title')} lead={t('auth.confirm.lead', { phone: formatPhone(draft.phone) })}>
      <CodeForm
        submitLabel={t('auth.confirm.submit')}
        pending={confirm.isPending}
        error={error}
        onSubmit={(code) =>
          confirm.mutate(
            { ...draft, code },
            {
              // The guest-only guard takes the new session to the cabinet.
              onSuccess: (tokens) => startSession(tokens, draft.phone, draft.userType),
              onError: (e) => setError(e instanceof ApiError ? errorNode(e) : undefined),
            },
          )
        }
        // The spec's resend: registering again answers ALREADY_CREATED and sends a new code.
        onResend={() => register(draft).catch((e: unknown) => notifyError(e))}
      />
    </AuthCard>
  );
};
