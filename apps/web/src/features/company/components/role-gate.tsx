import type { CompanyRole } from '@jetkiz/contract';
import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCompanyAccess } from '../api/company.ts';
import { mayUse } from '../lib/access.ts';
import { NoRights } from './no-rights.tsx';

/** A cabinet page that needs a company role: shown to those who have it, the «no rights» page to the others. */
export const CompanyRoleGate = ({ need, children }: { need: CompanyRole; children: ReactNode }) => {
  const state = useCompanyAccess();
  if (state.kind === 'loading') return <Loader size="sm" mt="xl" />;
  return mayUse(state, need) ? children : <NoRights need={need} person={state.kind === 'person'} />;
};
