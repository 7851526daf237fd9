import { endpoints, type RegisterCompanyBody, type RegisterPersonBody, type UserType } from '@jetkiz/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { sessionFrom, sessionStore, type TokenAnswer } from '../../../lib/session.ts';
import { useSingleMutation } from '../../../lib/single-mutation.ts';

/** Field errors of a form: field name → message in the interface language. */
export type FieldErrors = Record<string, string>;

/** Stores a new session (spec §4: tokens, phone, and the chosen user type as the role). */
export const startSession = (tokens: TokenAnswer, phone: string, userType: UserType) =>
  sessionStore.set(sessionFrom(tokens, phone, userType));

export const signIn = (input: { phone: string; password: string; userType: UserType }) =>
  callApi(endpoints.signIn, { body: { userName: input.phone, password: input.password, userType: input.userType } });
/** A wrong password is a 401, which stays silent globally (spec §8): the sign-in form shows it itself. */
export const useSignIn = () => useSingleMutation({ mutationFn: signIn, meta: { silent: true } });

/** Ends the session on the server, then everywhere here (spec §4: signed out, the role is person again). */
export const signOut = async () => {
  const { refreshToken } = sessionStore.get();
  sessionStore.clear();
  if (refreshToken) await callApi(endpoints.signOut, { body: { refreshToken } }).catch(() => undefined);
};

export type RegistrationDraft =
  | { userType: 'person'; phone: string; body: RegisterPersonBody }
  | { userType: 'company'; phone: string; body: RegisterCompanyBody };

/** The registration under way, kept in memory only (it holds the password) for confirmation and resend. */
let draft: RegistrationDraft | null = null;
export const registrationDraft = {
  get: () => draft,
  set: (next: RegistrationDraft | null) => {
    draft = next;
  },
};

export const register = (input: RegistrationDraft) =>
  input.userType === 'person'
    ? callApi(endpoints.registerPerson, { body: input.body })
    : callApi(endpoints.registerCompany, { body: input.body });
/**
 * Registering again under a minute after the last code (the code's page was reloaded, which loses the draft, and the
 * form sent again) is refused a new code; the one texted is still good, so the flow goes on to it.
 */
export const useRegister = () =>
  useSingleMutation({
    mutationFn: (input: RegistrationDraft) =>
      register(input).catch((error: unknown) => {
        if (error instanceof ApiError && error.errorCode === 'IDENTITY_CODE_COOLDOWN') return { code: 'CODE_SENT_BEFORE' };
        throw error;
      }),
  });

export const confirmRegistration = async (input: RegistrationDraft & { code: string }) => {
  const tokens = await callApi(endpoints.confirmRegistration, {
    body: {
      code: input.code,
      userName: input.phone,
      password: input.body.password,
      confirmPassword: input.body.confirmPassword,
      userType: input.userType,
    },
  });
  registrationDraft.set(null);
  return tokens;
};
export const useConfirmRegistration = () => useSingleMutation({ mutationFn: confirmRegistration });

export const useStartRecovery = () =>
  useSingleMutation({
    mutationFn: (input: { phone: string; newPassword: string }) =>
      callApi(endpoints.startPasswordRecovery, { body: { phoneNumber: input.phone, newPassword: input.newPassword } }),
  });
export const useConfirmRecovery = () =>
  useSingleMutation({
    mutationFn: (input: { phone: string; code: string; userType: UserType; requestId: string }) =>
      callApi(endpoints.confirmPasswordRecovery, {
        body: { phoneNumber: input.phone, code: input.code, userType: input.userType, requestId: input.requestId },
      }),
  });

export const getUserDataQueryOptions = (userType: UserType, phone: string) =>
  queryOptions({
    queryKey: ['identity', 'user-data', userType, phone, currentLang()],
    queryFn: ({ signal }) => callApi(endpoints.getUserData, { params: { userType, phone }, signal }),
    enabled: phone !== '',
  });

export const useSetIin = () => {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (input: { userType: UserType; phone: string; iin: string }) =>
      callApi(endpoints.setUserIin, {
        params: { userType: input.userType },
        body: { userIin: input.iin, userName: input.phone },
      }),
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: ['identity', 'user-data', input.userType, input.phone] }),
  });
};

export const useChangePassword = () =>
  useSingleMutation({
    mutationFn: (input: { userType: UserType; phone: string; oldPassword: string; newPassword: string }) =>
      callApi(endpoints.changePassword, {
        params: { userType: input.userType },
        body: { userName: input.phone, oldPassword: input.oldPassword, newPassword: input.newPassword },
      }),
  });
