import type { StaffRole } from '@jetkiz/contract';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { useStaffSession } from './api/staff-session.ts';
import { OperatorLayout } from './components/operator-layout.tsx';
import { SignInPage } from './components/sign-in-page.tsx';
import { roleMaySee } from './roles.ts';
import { OPERATOR_ROUTES } from './routes.tsx';
import { useIdleSignOut } from './use-idle-sign-out.ts';
import './console-styles.ts';

const RoleGate = ({ role, roles, children }: { role: StaffRole; roles: readonly StaffRole[]; children: ReactNode }) => {
  const { t } = useTranslation();
  return roleMaySee(role, roles) ? children : <Alert color="yellow">{t('operator.forbidden')}</Alert>;
};

const NotFound = () => {
  const { t } = useTranslation();
  return <Alert color="gray">{t('operator.notFound')}</Alert>;
};

/**
 * The operator console at /operator/* (loaded only when visited): the sign-in page until a staff member is signed in
 * in this tab, then the frame with the page the address names. Idle for the session's minutes, it signs out.
 */
export const OperatorApp = () => {
  const session = useStaffSession();
  useIdleSignOut(session);
  if (!session) return <SignInPage />;
  return (
    <Routes>
      <Route element={<OperatorLayout session={session} />}>
        {OPERATOR_ROUTES.map(({ path, roles, component: Page }) => (
          <Route
            key={path || 'home'}
            {...(path ? { path } : { index: true })}
            element={
              <RoleGate role={session.role} roles={roles}>
                <Page />
              </RoleGate>
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
};
