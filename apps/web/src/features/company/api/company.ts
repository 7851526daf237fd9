import {
  type AcceptInvitationBody,
  type acceptInvitationRoute,
  type Endpoint,
  endpoints,
  type InviteEmployeeBody,
  type inviteEmployeeRoute,
  type listEmployeesRoute,
  type RouteDescriptor,
  type removeEmployeeRoute,
  type UpdateEmployeeBody,
  type updateEmployeeRoute,
} from '@jetkiz/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import type { AccessState } from '../lib/access.ts';

const EMPLOYEES = ['company', 'employees'] as const;

/**
 * The company routes' verbs and paths, typed by the contract's route descriptors (a path that drifts from the
 * contract is a compile error). Kept here, not in the contract's shared `endpoints` table, because that table is
 * part of every page's first load and these calls are made only in the cabinet and on the invitation page.
 */
const URL = '/api/identity/protected/company/employees';
const at = <R extends RouteDescriptor>(method: R['method'], url: R['url']): Endpoint<R> => ({ method, url });
const company = {
  list: at<typeof listEmployeesRoute>('GET', URL),
  invite: at<typeof inviteEmployeeRoute>('POST', URL),
  update: at<typeof updateEmployeeRoute>('PUT', `${URL}/{id}`),
  remove: at<typeof removeEmployeeRoute>('DELETE', `${URL}/{id}`),
  accept: at<typeof acceptInvitationRoute>('POST', '/api/identity/public/company/invitation/accept'),
};

/** The organisation's users: the owner first, then the employees (administrators and the owner only). */
export const getEmployeesQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEES, currentLang()],
    queryFn: ({ signal }) => callApi(company.list, { signal }),
  });

/** A change of the list refreshes it; the invite form shows its own field errors, so its failures stay silent. */
const useEmployeesMutation = <V, R>(mutationFn: (input: V) => Promise<R>, silent = false) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent },
    onSettled: () => client.invalidateQueries({ queryKey: EMPLOYEES }),
  });
};

export const useInviteEmployee = () =>
  useEmployeesMutation((body: InviteEmployeeBody) => callApi(company.invite, { body }), true);

export const useUpdateEmployee = () =>
  useEmployeesMutation((input: { id: string; body: UpdateEmployeeBody }) =>
    callApi(company.update, { params: { id: input.id }, body: input.body }),
  );

export const useRemoveEmployee = () => useEmployeesMutation((id: string) => callApi(company.remove, { params: { id } }));

/** The invited employee's code and password: the answer is a company session. Failures show under the form. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (body: AcceptInvitationBody) => callApi(company.accept, { body }),
    meta: { silent: true },
  });

/**
 * The signed-in company user's profile (get-user-data), under identity's own query key so the cabinet's profile and
 * this check share one cache entry and one request. Written here rather than imported from the identity feature so
 * the menu and the role check stay light (the identity feature's chunk holds every sign-in and registration form).
 */
const companyUserQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: ['identity', 'user-data', 'company', phone, currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.getUserData, { params: { userType: 'company', phone }, signal }),
    enabled: phone !== '',
    meta: { silent: true },
  });

/**
 * What the signed-in user may use: a person everything of a person; a company user what their roles in the
 * organisation allow (UserData.companyAccess).
 */
export const useCompanyAccess = (): AccessState => {
  const session = useSession();
  const company = session.role === 'company';
  const user = useQuery(companyUserQueryOptions(company ? session.phone : ''));
  if (!company) return { kind: 'person' };
  if (user.data) return { kind: 'company', access: user.data.companyAccess };
  return user.isError ? { kind: 'company', access: null } : { kind: 'loading' };
};
