import { Alert, Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { returnTo } from '../../../lib/return-to.ts';

/**
 * A guest sent to sign in or register by «Оформить» (issue 15): says why, that the chosen tariff waits, and links
 * the other way in (the guest-only guard brings them back to the order form afterwards). Nothing otherwise.
 */
export const ToOrderHint = ({ page }: { page: 'login' | 'register' }) => {
  const { t } = useTranslation();
  const [toOrder] = useState(() => returnTo.get() !== null);
  if (!toOrder) return null;
  const login = page === 'login';
  return (
    <Alert color="brand" title={login ? t('calcWidget.signInTitle') : t('integweb.registerToOrderTitle')}>
      {login ? t('calcWidget.signInToOrder') : t('integweb.registerToOrder')}{' '}
      <Anchor component={Link} to={login ? paths.register : paths.login} fw={600} c="inherit" underline="always">
        {login ? t('calcWidget.register') : t('integweb.signIn')}
      </Anchor>
    </Alert>
  );
};
