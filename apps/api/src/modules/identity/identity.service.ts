import {
  COMPANY_ROLES,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type DataFromSignBody,
  describeIssues,
  IDENTITY_TEXTS,
  IIN_FIXED_BY_VERIFICATION_MESSAGE,
  NEW_PASSWORD_SAME_MESSAGE,
  type RegisterCompanyBody,
  type RegisterPersonBody,
  type RegistrationResult,
  type Role,
  SIGN_IN_TEXTS,
  type Tokens,
  type UserData,
  type UserType,
} from '@jetkiz/contract';
import {
  actorName,
  addressKey,
  checkAccountPhone,
  checkCompanyRegistration,
  checkIin,
  checkNewPassword,
  checkOtpAttempt,
  checkPersonRegistration,
  checkSignIn,
  decideOtpIssue,
  ENTITY_TYPES,
  exceededSmsBudget,
  type FieldIssues,
  fillSms,
  fillText,
  formatPhone,
  iinFixedByVerification,
  isLang,
  isOtpFormat,
  type Lang,
  type Localized,
  normalizePhone,
  OTP_POLICIES,
  phonePrefix,
  smsBudgetKeys,
  smsBudgetWindow,
  type TextValues,
} from '@jetkiz/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsPort } from '../../adapters/sms/sms.port.ts';
import type { IdentityConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, inEveryLanguage } from '../../errors.ts';
import { type AccessClaims, signAccessToken } from '../../lib/access-token.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { createCertificateFlow, type SignatureVerifier, verifiedOf } from './identity.certificate.ts';
import { createEmployeeUseCases } from './identity.employees.ts';
import { createIdentityOperator } from './identity.operator.ts';
import {
  type CodePurpose,
  type NewUserRow,
  identityRepository as repo,
  type SessionRow,
  type UserRow,
} from './identity.repository.ts';
import type { Revocations } from './revocations.ts';
import { type SignInThrottle, throttleKey } from './sign-in-throttle.ts';
import {
  burnPasswordCheck,
  DEVICE_COOKIE,
  newOtpCode,
  newRefreshToken,
  otpHash,
  readDevice,
  refreshTokenHash,
  signDevice,
} from './tokens.ts';

/** A known-device cookie to set on the answer (see tokens.ts DEVICE_COOKIE). */
export type DeviceCookie = { name: string; value: string; maxAgeSeconds: number };

export type Auth = AccessClaims;
export type Clock = () => number;

/** The language an account reads its SMS in (its own, whatever language the request came in). */
const languageOfRow = (user: UserRow, fallback: Lang): Lang => (isLang(user.lang) ? user.lang : fallback);

/** The issues' messages in every language (a page switched to another language says them again). */
const invalid = (issues: FieldIssues) =>
  new AppError('VALIDATION', { fields: inEveryLanguage((lang) => describeIssues(issues, lang)) });

export const createIdentityService = (deps: {
  db: Db;
  sms: SmsPort;
  config: IdentityConfig;
  throttle: SignInThrottle;
  revocations: Revocations;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** The `signatures` module: registration and verification by certificate (issue 16). */
  signatures?: SignatureVerifier;
  /** The web page where a company employee accepts an invitation (its link goes in the invitation SMS). */
  invitationUrl?: string;
}) => {
  const { db, sms, config, throttle, revocations, log } = deps;
  const now = deps.clock ?? Date.now;
  /** Recovery texts sent after the answer, awaited by `idle` (on close). */
  const sending = new Set<Promise<unknown>>();
  const certificates = createCertificateFlow({ db, signatures: deps.signatures, now, invalid, updateUser: repo.updateUser });

  /** Ends session families and their access tokens in one transaction (here at once, elsewhere within a poll). */
  const endSessions = async (userId: string, end: (tx: Tx) => Promise<string[]>) => {
    const families = await db.transaction(async (tx) => {
      const ended = await end(tx);
      await revocations.record(tx, userId, ended);
      return ended;
    });
    revocations.know(families);
  };
  const endFamily = (session: SessionRow) =>
    endSessions(session.userId, async (tx) => {
      await repo.revokeFamily(tx, session.familyId);
      return [session.familyId];
    });

  /** Tells the owner, in their language, that sign-in from new devices is paused; a failed SMS changes nothing. */
  const tellOwnerOfPause = (user: UserRow) => {
    const lang: Lang = isLang(user.lang) ? user.lang : 'ru';
    sms.send(user.phone, fillSms(SIGN_IN_TEXTS.smsPaused, lang)).catch(() => {});
  };

  const roleOf = (user: UserRow): Role =>
    user.userType === 'company' ? (config.partnerBin && user.bin === config.partnerBin ? 'partner' : 'company') : 'person';

  /** The organisation a company employee belongs to (its owner's row); anyone else is their own. */
  const organizationOf = async (user: UserRow, tx?: Tx): Promise<UserRow> => {
    if (user.organizationId === null) return user;
    const organization = await repo.findUserById(tx ?? db, user.organizationId);
    if (!organization) throw new AppError('UNAUTHORIZED');
    return organization;
  };

  /**
   * A user as they see themselves: their own name, phone and account; a company employee gets the organisation's
   * company fields, block and verification (`org`), with their roles in `companyAccess`.
   */
  const toUserData = (user: UserRow, org: UserRow = user): UserData => ({
    phone: user.phone,
    userType: user.userType as UserType,
    role: roleOf(org),
    entityType: org.entityType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: org.email,
    iin: org.iin,
    bin: org.bin,
    name: org.companyName,
    legalAddress: org.legalAddress,
    blocked:
      org.blockedAt && org.blockReason
        ? {
            reason: org.blockReason,
            since: org.blockedAt.toISOString(),
            category: org.blockCategory === 'breach' || org.blockCategory === 'debt' ? org.blockCategory : null,
          }
        : null,
    createdAt: user.createdAt.toISOString(),
    verified: verifiedOf(org),
    companyAccess:
      user.userType === 'company'
        ? {
            owner: user.organizationId === null,
            roles:
              user.organizationId === null ? [...COMPANY_ROLES] : COMPANY_ROLES.filter((r) => user.companyRoles?.includes(r)),
            organizationName: org.companyName,
          }
        : null,
  });

  /**
   * Starts a session family and answers the spec's token shape. The session is the user's own (an employee's too);
   * an employee's access token names the organisation as the user, them as the actor, and their roles.
   */
  const openSession = async (user: UserRow, familyId: string = crypto.randomUUID()): Promise<Tokens> => {
    const org = await organizationOf(user);
    const refreshToken = newRefreshToken();
    await repo.insertSession(db, {
      userId: user.id,
      familyId,
      tokenHash: refreshTokenHash(refreshToken),
      expiresAt: new Date(now() + config.refreshTokenTtlDays * 86_400_000),
      createdAt: new Date(now()),
    });
    const role = roleOf(org);
    const access = signAccessToken(config.jwtSecret, config.accessTokenTtlSeconds, {
      userId: org.id,
      phone: user.phone,
      userType: user.userType as UserType,
      role,
      sessionFamily: familyId,
      actorId: user.id,
      actorName: actorName(user),
      ...(user.userType === 'company' && { roles: toUserData(user, org).companyAccess?.roles ?? [] }),
    });
    return {
      access_token: access,
      refresh_token: refreshToken,
      expires_in: config.accessTokenTtlSeconds,
      token_type: 'Bearer',
      role,
    };
  };

  /** Counts one more SMS against each budget (address, number prefix, total); refuses and warns beyond one. */
  const chargeSmsBudget = async (tx: Tx, phone: string, address: string) => {
    const keys = smsBudgetKeys(address, phone);
    const counts = await repo.chargeSmsBudget(
      tx,
      keys.map((k) => k.key),
      new Date(smsBudgetWindow(now())),
    );
    const byName = Object.fromEntries(keys.map((k) => [k.name, counts.get(k.key) ?? 0]));
    const exceeded = exceededSmsBudget(byName, config.smsBudget);
    if (!exceeded) return;
    log.warn({ budget: exceeded, limit: config.smsBudget[exceeded], address, prefix: phonePrefix(phone) }, 'sms budget exceeded');
    throw new AppError('SMS_BUDGET_EXCEEDED');
  };

  /**
   * Records a new code in the transaction (after the phone's limits and the SMS budgets), and returns how to
   * send it: the SMS goes out after commit, and a failed send removes the code again (record → call →
   * compensate). The row is written whether or not the code will be texted, so limits and answers are the
   * same for a phone with or without an account.
   */
  const issueCode = async (tx: Tx, phone: string, purpose: CodePurpose, request: { passwordHash: string; address: string }) => {
    const policy = OTP_POLICIES[purpose];
    await repo.lockPhoneCodes(tx, phone);
    const sent = await repo.codesSentSince(tx, phone, purpose, new Date(now() - 30 * 86_400_000));
    const decision = decideOtpIssue(
      policy,
      sent.map((d) => d.getTime()),
      now(),
    );
    if (!decision.ok) {
      const shortWait = decision.problem === 'cooldown' && decision.retryAfterSeconds <= 60;
      throw new AppError(shortWait ? 'IDENTITY_CODE_COOLDOWN' : 'IDENTITY_CODE_LIMIT');
    }
    await chargeSmsBudget(tx, phone, request.address);
    const code = newOtpCode(policy.digits);
    const row = await repo.insertCode(tx, {
      phone,
      purpose,
      codeHash: otpHash(config.otpSecret, phone, code),
      newPasswordHash: request.passwordHash,
      expiresAt: new Date(now() + policy.ttlSeconds * 1000),
      createdAt: new Date(now()),
    });
    return { id: row.id, code, resendAfterSeconds: decision.resendAfterSeconds };
  };

  /** Texts a code, in the SMS template given filled in `lang` (with `values` besides the code). */
  const sendCode = async (
    issued: { id: string; code: string },
    phone: string,
    template: Localized,
    lang: Lang,
    values: TextValues = {},
  ) => {
    try {
      await sms.send(phone, fillSms(template, lang, { ...values, code: issued.code }));
    } catch (error) {
      await repo.deleteCode(db, issued.id);
      throw new AppError('SMS_NOT_SENT', { cause: error });
    }
  };

  /**
   * Texts a recovery code after the answer has gone, so the answer neither waits for the gateway nor tells
   * it was asked. A failed send keeps the request row (as an unknown phone's row stays): the owner asks again
   * after the same wait anyone would have.
   */
  const sendLater = (issued: { code: string }, phone: string, template: Localized, lang: Lang) => {
    const task = sms
      .send(phone, fillSms(template, lang, { code: issued.code }))
      .catch((error: unknown) => log.warn({ err: error, prefix: phonePrefix(phone) }, 'recovery code not sent'))
      .finally(() => sending.delete(task));
    sending.add(task);
  };

  /**
   * Checks a code against the newest code of a phone for a purpose (and, when given, only if that is the
   * request named); a wrong one counts a try, committed even though the call fails. `acceptable` false makes
   * even the right code count as wrong (no account behind it), so the answers do not tell.
   */
  const takeCode = async (
    phone: string,
    purpose: CodePurpose,
    code: string,
    options: { acceptable: boolean; requestId?: string },
  ) =>
    db
      .transaction(async (tx) => {
        const policy = OTP_POLICIES[purpose];
        const row = await repo.latestCode(tx, phone, purpose);
        if (!row || (options.requestId !== undefined && row.id !== options.requestId)) return { outcome: 'expired' as const };
        const outcome = checkOtpAttempt(
          policy,
          { expiresAt: row.expiresAt.getTime(), attempts: row.attempts, consumed: row.consumedAt !== null },
          options.acceptable && isOtpFormat(code, policy.digits) && otpHash(config.otpSecret, phone, code) === row.codeHash,
          now(),
        );
        if (outcome === 'wrong') await repo.countWrongTry(tx, row.id);
        if (outcome === 'ok') await repo.consumeCode(tx, row.id);
        return { outcome, row };
      })
      .then((result) => {
        if (result.outcome === 'wrong') throw new AppError('IDENTITY_CODE_WRONG');
        if (result.outcome !== 'ok' || !result.row) throw new AppError('IDENTITY_CODE_EXPIRED');
        return result.row;
      });

  /**
   * A phone that already has an active account gets the same answer as a new one (a code was sent), and its
   * owner an SMS that someone tried to register with it instead of a code.
   */
  const register = async (
    userType: UserType,
    issues: FieldIssues,
    details: Omit<NewUserRow, 'phone' | 'passwordHash' | 'userType'>,
    raw: { username: string; password: string },
    lang: Lang,
    address: string,
  ): Promise<RegistrationResult> => {
    if (Object.keys(issues).length > 0) throw invalid(issues);
    const phone = normalizePhone(raw.username) as string;
    const passwordHash = await hashPassword(raw.password);
    const { created, issued, owner } = await db.transaction(async (tx) => {
      const fields = { ...details, userType, passwordHash, lang, updatedAt: new Date(now()) };
      let user = await repo.findUserByPhone(tx, phone, true);
      let createdNow = false;
      if (!user) {
        const result = await repo.insertUserIfNew(tx, { ...fields, phone });
        user = result.user;
        createdNow = result.created;
      }
      // A company employee's phone (invited ones too) is taken as an active account's is.
      if (user.status === 'active' || user.organizationId !== null) {
        // Answer as a new phone would: «created» the first time since the account exists, «already» after.
        const tried = await repo.codesSentSince(tx, phone, 'registration', user.confirmedAt ?? user.createdAt);
        const request = { passwordHash, address };
        return { created: tried.length === 0, issued: await issueCode(tx, phone, 'registration', request), owner: user };
      }
      if (!createdNow) await repo.updateUser(tx, user.id, fields);
      return { created: createdNow, issued: await issueCode(tx, phone, 'registration', { passwordHash, address }) };
    });
    if (owner) await sendCode(issued, phone, IDENTITY_TEXTS.smsRegistrationTaken, languageOfRow(owner, lang));
    else await sendCode(issued, phone, IDENTITY_TEXTS.smsRegistration, lang);
    return {
      code: created ? 'CREATED' : 'ALREADY_CREATED',
      message: fillText((created ? IDENTITY_TEXTS.codeSent : IDENTITY_TEXTS.codeResent)[lang], { phone: formatPhone(phone) }),
      resendAfterSeconds: issued.resendAfterSeconds,
    };
  };

  /**
   * The caller's own active account (a company employee's own row, not the organisation's); the route has already
   * checked the user type (requireUserType).
   */
  const ownUser = async (auth: Auth, phone?: string): Promise<UserRow> => {
    if (phone !== undefined && normalizePhone(phone) !== auth.phone) throw new AppError('FORBIDDEN');
    const user = await repo.findUserById(db, auth.actorId ?? auth.userId);
    if (user?.status !== 'active') throw new AppError('UNAUTHORIZED');
    return user;
  };

  const employees = createEmployeeUseCases({
    db,
    now,
    invitationUrl: deps.invitationUrl ?? '/invitation',
    issueCode,
    sendCode,
    takeCode,
    openSession: (user) => openSession(user),
    endSessions,
  });

  return {
    ...employees,

    registerPerson: (body: RegisterPersonBody, lang: Lang, address: string) =>
      register(
        'person',
        checkPersonRegistration(body),
        {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          email: body.email.trim(),
          iin: body.iin.trim(),
          entityType: null,
          bin: null,
          companyName: null,
          legalAddress: null,
        },
        body,
        lang,
        address,
      ),

    /** The typed form, or with a signatureToken the certificate's requisites and names (identity.certificate.ts). */
    registerCompany: async (typed: RegisterCompanyBody, lang: Lang, address: string) => {
      const { form: body, certificate } = await certificates.companyForm(typed, lang);
      const isEntrepreneur = body.entityType === ENTITY_TYPES.individualEntrepreneur;
      return register(
        'company',
        checkCompanyRegistration(body),
        {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          email: body.email.trim(),
          entityType: body.entityType,
          iin: isEntrepreneur ? body.bin.trim() : null,
          bin: isEntrepreneur ? null : body.bin.trim(),
          companyName: body.name.trim(),
          legalAddress: body.legalAddress.trim(),
          ...certificate,
        },
        body,
        lang,
        address,
      );
    },

    /**
     * The code from the SMS activates the account and signs in (spec §4: confirmation stores the session). For
     * a phone with an active account the password is the one given with the latest registration request and
     * no code is right, so its answers are those of a pending account with wrong codes.
     */
    async confirmRegistration(body: {
      code: string;
      userName: string;
      password: string;
      confirmPassword: string;
      userType: UserType;
    }) {
      const phone = normalizePhone(body.userName);
      if (!phone) throw new AppError('IDENTITY_CODE_EXPIRED');
      const user = await repo.findUserByPhone(db, phone);
      if (!user || (user.status === 'pending' && user.userType !== body.userType)) throw new AppError('IDENTITY_CODE_EXPIRED');
      const pending = user.status === 'pending';
      const given = pending
        ? user.passwordHash
        : (await db.transaction((tx) => repo.latestCode(tx, phone, 'registration')))?.newPasswordHash;
      if (!given) {
        await burnPasswordCheck(body.password);
        throw new AppError('IDENTITY_CODE_EXPIRED');
      }
      if (body.password !== body.confirmPassword || !(await verifyPassword(given, body.password))) {
        throw new AppError('IDENTITY_BAD_CREDENTIALS');
      }
      await takeCode(phone, 'registration', body.code.trim(), { acceptable: pending });
      const active = await db.transaction(async (tx) =>
        certificates.confirmed(tx, await repo.updateUser(tx, user.id, { status: 'active', confirmedAt: new Date(now()) })),
      );
      return openSession(active);
    },

    /**
     * Sign-in, slowed per phone, per (phone, address) and per address, or per known device (SIGN_IN_THROTTLE):
     * the attempt is reserved before the password is checked, so parallel guesses cannot pass the limit.
     * Answers the tokens and the device cookie to keep.
     */
    async signIn(
      body: { userName: string; password: string; userType: UserType },
      address: string,
      cookies: Readonly<Record<string, string>> = {},
    ): Promise<{ tokens: Tokens; device: DeviceCookie }> {
      // Spec §5: phone and password required; nothing missing is looked up, or counted as a guess.
      const missing = checkSignIn(body);
      if (Object.keys(missing).length > 0) throw invalid(missing);
      const phone = normalizePhone(body.userName);
      const who = phone ?? body.userName.slice(0, 40);
      const cookieName = `${DEVICE_COOKIE.prefix}${phone ?? ''}`;
      const knownDevice = phone ? readDevice(config.deviceSecret, phone, cookies[cookieName], now()) : undefined;
      // The account is looked up while the attempt is reserved, not after: one round trip to the database less before
      // the password check, which decides nothing until the reservation holds. A refused reservation leaves the
      // lookup's answer unread.
      const found = phone ? repo.findUserByPhone(db, phone) : Promise.resolve(undefined);
      found.catch(() => {});
      const attempt = await throttle.reserve(
        knownDevice
          ? [throttleKey('device', `${who}|${knownDevice}`)]
          : [
              throttleKey('phone', who),
              throttleKey('pair', `${who}|${addressKey(address)}`),
              throttleKey('address', addressKey(address)),
            ],
      );
      let settled = false;
      try {
        const user = await found;
        const matches =
          user && user.status === 'active' && user.userType === body.userType
            ? await verifyPassword(user.passwordHash, body.password)
            : await burnPasswordCheck(body.password).then(() => false);
        if (!matches || !user) {
          settled = true;
          const { phonePauseBegan } = await throttle.failed(attempt);
          if (phonePauseBegan && user?.status === 'active') tellOwnerOfPause(user);
          throw new AppError('IDENTITY_BAD_CREDENTIALS');
        }
        settled = true;
        if (user.employeeStatus === 'suspended') {
          await throttle.succeeded(attempt);
          throw new AppError('COMPANY_EMPLOYEE_SUSPENDED');
        }
        // The attempt is settled while the session is written: two statements at once rather than one after the other.
        const [, tokens] = await Promise.all([throttle.succeeded(attempt), openSession(user)]);
        const deviceId = knownDevice ?? crypto.randomUUID();
        return {
          tokens,
          device: {
            name: cookieName,
            value: signDevice(config.deviceSecret, user.phone, deviceId, now()),
            maxAgeSeconds: DEVICE_COOKIE.maxAgeDays * 86_400,
          },
        };
      } finally {
        if (!settled) await throttle.release(attempt).catch(() => {});
      }
    },

    /** Rotation: a refresh token works once; presenting a used one ends its whole family. */
    async refresh(body: { refreshToken: string; userType: UserType }) {
      const session = await repo.findSessionByHash(db, refreshTokenHash(body.refreshToken));
      if (!session || session.revokedAt) throw new AppError('IDENTITY_SESSION_ENDED');
      if (session.usedAt) {
        await endFamily(session);
        throw new AppError('IDENTITY_SESSION_ENDED');
      }
      const user = await repo.findUserById(db, session.userId);
      if (!user || user.userType !== body.userType || session.expiresAt.getTime() <= now())
        throw new AppError('IDENTITY_SESSION_ENDED');
      if (user.organizationId !== null && user.employeeStatus !== 'active') throw new AppError('IDENTITY_SESSION_ENDED');
      const first = await db.transaction((tx) => repo.useSession(tx, session.id));
      if (!first) {
        await endFamily(session);
        throw new AppError('IDENTITY_SESSION_ENDED');
      }
      return openSession(user, session.familyId);
    },

    async signOut(refreshToken: string, lang: Lang) {
      const session = await repo.findSessionByHash(db, refreshTokenHash(refreshToken));
      if (session) {
        await endFamily(session);
      }
      return { message: IDENTITY_TEXTS.signedOut[lang] };
    },

    async getUserData(auth: Auth, phone: string) {
      const user = await ownUser(auth, phone);
      return toUserData(user, await organizationOf(user));
    },

    /** Registration and verification by certificate (issue 16; identity.certificate.ts). */
    registrationDataForSign: (lang: Lang) => certificates.registrationData(lang),
    registrationDataFromSign: (body: DataFromSignBody) => certificates.registrationFromSign(body),
    companyVerificationData: async (auth: Auth, lang: Lang) => certificates.verificationData(await ownUser(auth), lang),
    verifyCompany: async (auth: Auth, body: { xmlData: string }) =>
      toUserData(await certificates.verify(auth, await ownUser(auth), body.xmlData)),

    async setIin(auth: Auth, body: { userIin: string; userName: string }, _lang: Lang) {
      const user = await ownUser(auth, body.userName);
      const iin = checkIin(body.userIin.trim());
      if (!iin.ok) throw invalid({ userIin: { kind: 'iin', problem: iin.problem } });
      const account = { userType: user.userType as UserType, bin: user.bin, iin: user.iin, verified: verifiedOf(user) !== null };
      if (user.organizationId === null && iinFixedByVerification(account) && iin.value.iin !== user.iin)
        throw new AppError('VALIDATION', { fields: { userIin: IIN_FIXED_BY_VERIFICATION_MESSAGE } });
      const updated = await repo.updateUser(db, user.id, { iin: iin.value.iin });
      return toUserData(updated, await organizationOf(updated));
    },

    /**
     * Forgotten password: the new password now, a 6-digit code by SMS to the owner (which also tells them a
     * recovery started), and a request id the confirmation needs; a new request kills the previous code. An
     * unknown phone gets the same answer after the same work (hash, limits, request row), only no SMS, and
     * the owner's SMS goes out after the answer so the gateway's time tells nothing either.
     */
    async startRecovery(body: { newPassword: string; phoneNumber: string }, lang: Lang, address: string) {
      const phone = normalizePhone(body.phoneNumber);
      const issues = checkNewPassword(body.newPassword, body.newPassword, {}, ['newPassword', 'newPassword']);
      const phoneIssue = checkAccountPhone(body.phoneNumber);
      if (phoneIssue) issues.phoneNumber = phoneIssue;
      if (Object.keys(issues).length > 0 || !phone) throw invalid(issues);
      const passwordHash = await hashPassword(body.newPassword);
      const user = await repo.findUserByPhone(db, phone);
      const issued = await db.transaction((tx) => issueCode(tx, phone, 'recovery', { passwordHash, address }));
      if (user?.status === 'active') sendLater(issued, phone, IDENTITY_TEXTS.smsRecovery, languageOfRow(user, lang));
      return {
        message: fillText(IDENTITY_TEXTS.recoverySent[lang], { phone: formatPhone(phone) }),
        resendAfterSeconds: issued.resendAfterSeconds,
        requestId: issued.id,
      };
    },

    /**
     * The code of the newest recovery request of the phone, named by its id, sets the password chosen with
     * that request and ends every session. An unknown phone, another user type or an older request answer as
     * a wrong code would (3 tries, then the code is dead).
     */
    async confirmRecovery(body: { code: string; phoneNumber: string; userType: UserType; requestId: string }, lang: Lang) {
      const phone = normalizePhone(body.phoneNumber);
      if (!phone) throw new AppError('IDENTITY_CODE_EXPIRED');
      const user = await repo.findUserByPhone(db, phone);
      const owner = user?.status === 'active' && user.userType === body.userType ? user : undefined;
      const request = await takeCode(phone, 'recovery', body.code.trim(), {
        acceptable: owner !== undefined,
        requestId: body.requestId,
      });
      if (!owner || !request.newPasswordHash) throw new AppError('IDENTITY_CODE_EXPIRED');
      const passwordHash = request.newPasswordHash;
      await endSessions(owner.id, async (tx) => {
        await repo.updateUser(tx, owner.id, { passwordHash });
        return repo.revokeUserSessions(tx, owner.id);
      });
      await throttle.clearPhone(owner.phone);
      return { message: IDENTITY_TEXTS.passwordChanged[lang] };
    },

    /** Waits for the recovery texts still being sent (the app awaits it when it closes). */
    async idle() {
      await Promise.allSettled([...sending]);
    },

    async changePassword(auth: Auth, body: { userName: string; oldPassword: string; newPassword: string }, lang: Lang) {
      const user = await ownUser(auth, body.userName);
      const issues = checkNewPassword(body.newPassword, body.newPassword, {}, ['newPassword', 'newPassword']);
      if (Object.keys(issues).length > 0) throw invalid(issues);
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        throw new AppError('VALIDATION', { fields: { oldPassword: CURRENT_PASSWORD_WRONG_MESSAGE } });
      }
      // Checked after the current password, so it tells a caller nothing about a password they do not know.
      if (body.newPassword === body.oldPassword)
        throw new AppError('VALIDATION', { fields: { newPassword: NEW_PASSWORD_SAME_MESSAGE } });
      const passwordHash = await hashPassword(body.newPassword);
      await endSessions(user.id, async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash });
        return repo.revokeUserSessions(tx, user.id, auth.sessionFamily);
      });
      return { message: IDENTITY_TEXTS.passwordChanged[lang] };
    },

    /** The operator's decision: a blocked customer signs in and reads, but cannot create, pay or send orders. */
    async block(userId: string, reason: string) {
      const trimmed = reason.trim();
      if (!trimmed) throw new AppError('VALIDATION', { description: 'a block needs a reason' });
      return toUserData(await repo.updateUser(db, userId, { blockedAt: new Date(now()), blockReason: trimmed }));
    },

    unblock: async (userId: string) =>
      toUserData(await repo.updateUser(db, userId, { blockedAt: null, blockReason: null, blockCategory: null })),

    /** The operator console's customers: search, sign-ins, block and unblock in the caller's transaction (issue 18). */
    operator: createIdentityOperator({ db, now }),

    /** A customer as other modules need them (names and requisites on documents, contacts for the bank). */
    async profile(userId: string, tx?: Tx) {
      const user = await repo.findUserById(tx ?? db, userId);
      if (!user) throw new AppError('NOT_FOUND');
      return toUserData(user);
    },

    /** The account a phone belongs to (the console finds a customer by it); undefined when none. */
    async userIdByPhone(phone: string): Promise<string | undefined> {
      const normalized = normalizePhone(phone);
      return normalized ? (await repo.findUserByPhone(db, normalized))?.id : undefined;
    },

    /** The language a customer reads (SMS about their parcels go out in it). */
    async languageOf(userId: string, tx?: Tx): Promise<Lang> {
      const user = await repo.findUserById(tx ?? db, userId);
      return isLang(user?.lang) ? user.lang : 'ru';
    },

    /** Where and how a customer is written to (e-mails about their orders): their address, name and language. */
    async contactOf(userId: string, tx?: Tx): Promise<{ email: string; name: string; lang: Lang } | null> {
      const user = await repo.findUserById(tx ?? db, userId);
      if (user?.status !== 'active' || !user.email) return null;
      return { email: user.email, name: user.firstName, lang: isLang(user.lang) ? user.lang : 'ru' };
    },

    /** Guard for every write that creates, pays or sends an order. */
    async assertCanWrite(auth: Auth) {
      const user = await repo.findUserById(db, auth.userId);
      if (user?.status !== 'active') throw new AppError('UNAUTHORIZED');
      if (user.blockedAt) throw new AppError('ACCOUNT_BLOCKED', { description: user.blockReason ?? undefined });
    },
  };
};

export type IdentityService = ReturnType<typeof createIdentityService>;
