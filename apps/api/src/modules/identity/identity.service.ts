import {
  describeIssues,
  fillText,
  IDENTITY_TEXTS,
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
  checkCompanyRegistration,
  checkIin,
  checkNewPassword,
  checkOtpAttempt,
  checkPersonRegistration,
  decideOtpIssue,
  ENTITY_TYPES,
  type FieldIssues,
  formatPhone,
  isLang,
  isOtpFormat,
  type Lang,
  normalizePhone,
  OTP,
} from '@jetkiz/domain';
import type { SmsPort } from '../../adapters/sms/sms.port.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
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
  type AccessClaims,
  burnPasswordCheck,
  DEVICE_COOKIE,
  hashPassword,
  newOtpCode,
  newRefreshToken,
  otpHash,
  readDevice,
  refreshTokenHash,
  signAccessToken,
  signDevice,
  verifyPassword,
} from './tokens.ts';

/** A known-device cookie to set on the answer (see tokens.ts DEVICE_COOKIE). */
export type DeviceCookie = { name: string; value: string; maxAgeSeconds: number };

export type Auth = AccessClaims;
export type Clock = () => number;

const invalid = (issues: FieldIssues, lang: Lang) => new AppError('VALIDATION', { fields: describeIssues(issues, lang) });

export const createIdentityService = (deps: {
  db: Db;
  sms: SmsPort;
  config: Config;
  throttle: SignInThrottle;
  revocations: Revocations;
  clock?: Clock;
}) => {
  const { db, sms, config, throttle, revocations } = deps;
  const now = deps.clock ?? Date.now;

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
    sms.send(user.phone, SIGN_IN_TEXTS.smsPaused[lang]).catch(() => {});
  };

  const roleOf = (user: UserRow): Role =>
    user.userType === 'company' ? (config.partnerBin && user.bin === config.partnerBin ? 'partner' : 'company') : 'person';

  const toUserData = (user: UserRow): UserData => ({
    phone: user.phone,
    userType: user.userType as UserType,
    role: roleOf(user),
    entityType: user.entityType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    iin: user.iin,
    bin: user.bin,
    name: user.companyName,
    legalAddress: user.legalAddress,
    blocked: user.blockedAt && user.blockReason ? { reason: user.blockReason, since: user.blockedAt.toISOString() } : null,
    createdAt: user.createdAt.toISOString(),
  });

  /** Starts a session family and answers the spec's token shape. */
  const openSession = async (user: UserRow, familyId: string = crypto.randomUUID()): Promise<Tokens> => {
    const refreshToken = newRefreshToken();
    await repo.insertSession(db, {
      userId: user.id,
      familyId,
      tokenHash: refreshTokenHash(refreshToken),
      expiresAt: new Date(now() + config.refreshTokenTtlDays * 86_400_000),
      createdAt: new Date(now()),
    });
    const role = roleOf(user);
    const access = await signAccessToken(config.jwtSecret, config.accessTokenTtlSeconds, {
      userId: user.id,
      phone: user.phone,
      userType: user.userType as UserType,
      role,
      sessionFamily: familyId,
    });
    return {
      access_token: access,
      refresh_token: refreshToken,
      expires_in: config.accessTokenTtlSeconds,
      token_type: 'Bearer',
      role,
    };
  };

  /**
   * Records a new code in the transaction (after the limits), and returns how to send it: the SMS goes out
   * after commit, and a failed send removes the code again (record → call → compensate).
   */
  const issueCode = async (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    phone: string,
    purpose: CodePurpose,
    newPasswordHash?: string,
  ) => {
    const sent = await repo.codesSentSince(tx, phone, purpose, new Date(now() - 3_600_000));
    const decision = decideOtpIssue(
      sent.map((d) => d.getTime()),
      now(),
    );
    if (!decision.ok) throw new AppError(decision.problem === 'cooldown' ? 'IDENTITY_CODE_COOLDOWN' : 'IDENTITY_CODE_LIMIT');
    const code = newOtpCode();
    const row = await repo.insertCode(tx, {
      phone,
      purpose,
      codeHash: otpHash(config.jwtSecret, phone, code),
      newPasswordHash: newPasswordHash ?? null,
      expiresAt: new Date(now() + OTP.ttlSeconds * 1000),
      createdAt: new Date(now()),
    });
    return { id: row.id, code };
  };

  const sendCode = async (issued: { id: string; code: string }, phone: string, text: string) => {
    try {
      await sms.send(phone, fillText(text, { code: issued.code }));
    } catch (error) {
      await repo.deleteCode(db, issued.id);
      throw new AppError('SMS_NOT_SENT', { cause: error });
    }
  };

  /** Checks a code; a wrong one counts a try, committed even though the call fails. */
  const takeCode = async (phone: string, purpose: CodePurpose, code: string) =>
    db
      .transaction(async (tx) => {
        const row = await repo.latestCode(tx, phone, purpose);
        if (!row) return { outcome: 'expired' as const };
        const outcome = checkOtpAttempt(
          { expiresAt: row.expiresAt.getTime(), attempts: row.attempts, consumed: row.consumedAt !== null },
          isOtpFormat(code) && otpHash(config.jwtSecret, phone, code) === row.codeHash,
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

  const register = async (
    userType: UserType,
    issues: FieldIssues,
    details: Omit<NewUserRow, 'phone' | 'passwordHash' | 'userType'>,
    raw: { username: string; password: string },
    lang: Lang,
  ): Promise<RegistrationResult> => {
    if (Object.keys(issues).length > 0) throw invalid(issues, lang);
    const phone = normalizePhone(raw.username) as string;
    const passwordHash = await hashPassword(raw.password);
    const { created, issued } = await db.transaction(async (tx) => {
      const existing = await repo.findUserByPhone(tx, phone, true);
      if (existing?.status === 'active') throw new AppError('IDENTITY_PHONE_TAKEN');
      const fields = { ...details, userType, passwordHash, lang, updatedAt: new Date(now()) };
      let createdNow = false;
      if (existing) await repo.updateUser(tx, existing.id, fields);
      else {
        const result = await repo.insertUserIfNew(tx, { ...fields, phone });
        createdNow = result.created;
        if (!result.created) {
          if (result.user.status === 'active') throw new AppError('IDENTITY_PHONE_TAKEN');
          await repo.updateUser(tx, result.user.id, fields);
        }
      }
      return { created: createdNow, issued: await issueCode(tx, phone, 'registration') };
    });
    await sendCode(issued, phone, IDENTITY_TEXTS.smsRegistration[lang]);
    return {
      code: created ? 'CREATED' : 'ALREADY_CREATED',
      message: fillText((created ? IDENTITY_TEXTS.codeSent : IDENTITY_TEXTS.codeResent)[lang], { phone: formatPhone(phone) }),
      resendAfterSeconds: OTP.resendAfterSeconds,
    };
  };

  const ownUser = async (auth: Auth, userType: UserType, phone?: string): Promise<UserRow> => {
    if (auth.userType !== userType) throw new AppError('FORBIDDEN');
    if (phone !== undefined && normalizePhone(phone) !== auth.phone) throw new AppError('FORBIDDEN');
    const user = await repo.findUserById(db, auth.userId);
    if (user?.status !== 'active') throw new AppError('UNAUTHORIZED');
    return user;
  };

  return {
    registerPerson: (body: RegisterPersonBody, lang: Lang) =>
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
      ),

    registerCompany: (body: RegisterCompanyBody, lang: Lang) => {
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
        },
        body,
        lang,
      );
    },

    /** The code from the SMS activates the account and signs in (spec §4: confirmation stores the session). */
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
      if (user?.status !== 'pending' || user.userType !== body.userType) throw new AppError('IDENTITY_CODE_EXPIRED');
      if (body.password !== body.confirmPassword || !(await verifyPassword(user.passwordHash, body.password))) {
        throw new AppError('IDENTITY_BAD_CREDENTIALS');
      }
      await takeCode(phone, 'registration', body.code.trim());
      const active = await repo.updateUser(db, user.id, { status: 'active', confirmedAt: new Date(now()) });
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
      const phone = normalizePhone(body.userName);
      const who = phone ?? body.userName.slice(0, 40);
      const cookieName = `${DEVICE_COOKIE.prefix}${phone ?? ''}`;
      const knownDevice = phone ? readDevice(config.jwtSecret, phone, cookies[cookieName], now()) : undefined;
      const attempt = await throttle.reserve(
        knownDevice
          ? [throttleKey('device', `${who}|${knownDevice}`)]
          : [throttleKey('phone', who), throttleKey('pair', `${who}|${address}`), throttleKey('address', address)],
      );
      let settled = false;
      try {
        const user = phone ? await repo.findUserByPhone(db, phone) : undefined;
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
        await throttle.succeeded(attempt);
        const deviceId = knownDevice ?? crypto.randomUUID();
        return {
          tokens: await openSession(user),
          device: {
            name: cookieName,
            value: signDevice(config.jwtSecret, user.phone, deviceId, now()),
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

    getUserData: async (auth: Auth, userType: UserType, phone: string) => toUserData(await ownUser(auth, userType, phone)),

    async setIin(auth: Auth, userType: UserType, body: { userIin: string; userName: string }, lang: Lang) {
      const user = await ownUser(auth, userType, body.userName);
      const iin = checkIin(body.userIin.trim());
      if (!iin.ok) throw invalid({ userIin: { kind: 'iin', problem: iin.problem } }, lang);
      return toUserData(await repo.updateUser(db, user.id, { iin: iin.value.iin }));
    },

    /** Forgotten password: the new password now, a code by SMS, and nothing tells whether the phone exists. */
    async startRecovery(body: { newPassword: string; phoneNumber: string }, lang: Lang) {
      const phone = normalizePhone(body.phoneNumber);
      const issues = checkNewPassword(body.newPassword, body.newPassword, {}, ['newPassword', 'newPassword']);
      if (!phone) issues.phoneNumber = { kind: 'phone', problem: 'format' };
      if (Object.keys(issues).length > 0) throw invalid(issues, lang);
      const answer = {
        message: fillText(IDENTITY_TEXTS.recoverySent[lang], { phone: formatPhone(phone as string) }),
        resendAfterSeconds: OTP.resendAfterSeconds,
      };
      const user = await repo.findUserByPhone(db, phone as string);
      if (user?.status !== 'active') return answer;
      const passwordHash = await hashPassword(body.newPassword);
      const issued = await db.transaction((tx) => issueCode(tx, user.phone, 'recovery', passwordHash));
      await sendCode(issued, user.phone, IDENTITY_TEXTS.smsRecovery[user.lang as Lang] ?? IDENTITY_TEXTS.smsRecovery[lang]);
      return answer;
    },

    async confirmRecovery(body: { code: string; phoneNumber: string; userType: UserType }, lang: Lang) {
      const phone = normalizePhone(body.phoneNumber);
      const user = phone ? await repo.findUserByPhone(db, phone) : undefined;
      if (!phone || !user || user.status !== 'active' || user.userType !== body.userType)
        throw new AppError('IDENTITY_CODE_EXPIRED');
      const code = await takeCode(phone, 'recovery', body.code.trim());
      if (!code.newPasswordHash) throw new AppError('IDENTITY_CODE_EXPIRED');
      await endSessions(user.id, async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash: code.newPasswordHash as string });
        return repo.revokeUserSessions(tx, user.id);
      });
      await throttle.clearPhone(user.phone);
      return { message: IDENTITY_TEXTS.passwordChanged[lang] };
    },

    async changePassword(
      auth: Auth,
      userType: UserType,
      body: { userName: string; oldPassword: string; newPassword: string },
      lang: Lang,
    ) {
      const user = await ownUser(auth, userType, body.userName);
      const issues = checkNewPassword(body.newPassword, body.newPassword, {}, ['newPassword', 'newPassword']);
      if (Object.keys(issues).length > 0) throw invalid(issues, lang);
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        throw invalid({ oldPassword: { kind: 'password', problem: 'mismatch' } }, lang);
      }
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

    unblock: async (userId: string) => toUserData(await repo.updateUser(db, userId, { blockedAt: null, blockReason: null })),

    /** A customer as other modules need them (names and requisites on documents, contacts for the bank). */
    async profile(userId: string) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('NOT_FOUND');
      return toUserData(user);
    },

    /** The language a customer reads (SMS about their parcels go out in it). */
    async languageOf(userId: string, tx?: Tx): Promise<Lang> {
      const user = await repo.findUserById(tx ?? db, userId);
      return isLang(user?.lang) ? user.lang : 'ru';
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
