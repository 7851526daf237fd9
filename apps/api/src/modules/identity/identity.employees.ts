import {
  type AcceptInvitationBody,
  COMPANY_ROLES,
  COMPANY_TEXTS,
  type CompanyRole,
  describeIssues,
  type Employee,
  type EmployeeList,
  type InviteEmployeeBody,
  type Tokens,
  type UpdateEmployeeBody,
} from '@jetkiz/contract';
import {
  checkEmployeeInvitation,
  checkNewPassword,
  type EmployeeState,
  employeeStatusAfter,
  type FieldIssues,
  type Lang,
  type Localized,
  normalizePhone,
  type TextValues,
  takesRoleAway,
} from '@jetkiz/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, inEveryLanguage } from '../../errors.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { type CodePurpose, identityRepository as repo, type UserRow } from './identity.repository.ts';

/**
 * Company employees (issue 16): the owner (or an administrator) invites an employee by phone, gives and changes their
 * roles, suspends, restores and removes them; the employee accepts with the SMS code and their own password. An
 * employee is a company `users` row with `organization_id` = the owner's id; their sessions are their own (their
 * refresh tokens), and their access tokens name the organisation as the user (lib/access-token.ts). The auth plugin
 * has already checked the caller's role (administrator) by the contract's COMPANY_PERMISSIONS; the route, that the
 * caller is a company.
 */

/** What the identity service lends these use cases: its codes, sessions and their ending (identity.service.ts). */
export type EmployeeKit = {
  db: Db;
  now: () => number;
  /** The public page where an invitation is accepted (its link goes in the SMS, with the phone). */
  invitationUrl: string;
  issueCode: (
    tx: Tx,
    phone: string,
    purpose: CodePurpose,
    request: { passwordHash: string; address: string },
  ) => Promise<{ id: string; code: string; resendAfterSeconds: number }>;
  /** Texts a code: the SMS template filled in `lang` with `values` and the code. */
  sendCode: (
    issued: { id: string; code: string },
    phone: string,
    template: Localized,
    lang: Lang,
    values?: TextValues,
  ) => Promise<void>;
  takeCode: (phone: string, purpose: CodePurpose, code: string, options: { acceptable: boolean }) => Promise<unknown>;
  openSession: (user: UserRow) => Promise<Tokens>;
  endSessions: (userId: string, end: (tx: Tx) => Promise<string[]>) => Promise<void>;
};

/** An invited employee's password until they choose one: no argon2 hash, so no password ever matches it. */
const NO_PASSWORD = 'invited:no-password';

/**
 * Invitation codes are registration codes (4 digits, the same lifetime, tries and limits): an invited employee is a
 * pending company account whose code sets its password. A registration attempt on the same phone meanwhile replaces
 * the code (the owner invites again to send a new one).
 */
const PURPOSE: CodePurpose = 'registration';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The issues' messages in every language (a page switched to another language says them again). */
const invalid = (issues: FieldIssues) =>
  new AppError('VALIDATION', { fields: inEveryLanguage((lang) => describeIssues(issues, lang)) });

const rolesOf = (user: UserRow): CompanyRole[] =>
  user.organizationId === null ? [...COMPANY_ROLES] : COMPANY_ROLES.filter((role) => (user.companyRoles ?? []).includes(role));

const toEmployee = (user: UserRow): Employee => ({
  id: user.id,
  phone: user.phone,
  firstName: user.firstName,
  lastName: user.lastName,
  roles: rolesOf(user),
  status: user.organizationId === null ? 'active' : ((user.employeeStatus ?? 'invited') as EmployeeState),
  owner: user.organizationId === null,
  createdAt: user.createdAt.toISOString(),
});

export const createEmployeeUseCases = (kit: EmployeeKit) => {
  const { db, now } = kit;

  /** The organisation's employee named by the route, or 404; the owner, or 409 COMPANY_OWNER_FIXED. */
  const employeeOf = async (tx: Tx, auth: AccessClaims, id: string): Promise<UserRow> => {
    if (id === auth.userId) throw new AppError('COMPANY_OWNER_FIXED');
    const employee = UUID.test(id) ? await repo.findEmployee(tx, auth.userId, id, true) : undefined;
    if (!employee) throw new AppError('NOT_FOUND');
    return employee;
  };

  const organizationName = async (auth: AccessClaims) => (await repo.findUserById(db, auth.userId))?.companyName ?? 'Jetkiz';

  return {
    async listEmployees(auth: AccessClaims): Promise<EmployeeList> {
      const users = await repo.organizationUsers(db, auth.userId);
      return { content: users.map(toEmployee), totalElements: users.length };
    },

    /**
     * A phone with no account anywhere becomes an invited employee and gets an SMS with a code; inviting an employee
     * who has not accepted yet again sends a new code (and takes the new names and roles). Any other account on the
     * phone — a customer, another company's employee, this company's active one — is 409.
     */
    async inviteEmployee(auth: AccessClaims, body: InviteEmployeeBody, lang: Lang, address: string): Promise<Employee> {
      const issues = checkEmployeeInvitation(body);
      const phone = normalizePhone(body.phone);
      if (Object.keys(issues).length > 0 || !phone) throw invalid(issues);
      const fields = {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        companyRoles: COMPANY_ROLES.filter((role) => body.roles.includes(role)),
        updatedAt: new Date(now()),
      };
      const { employee, issued } = await db.transaction(async (tx) => {
        let existing = await repo.findUserByPhone(tx, phone, true);
        let employee: UserRow | undefined;
        if (!existing) {
          const inserted = await repo.insertUserIfNew(tx, {
            ...fields,
            phone,
            userType: 'company',
            email: '',
            passwordHash: NO_PASSWORD,
            lang,
            organizationId: auth.userId,
            employeeStatus: 'invited',
          });
          // Taken meanwhile by a request at the same moment (this company's same invitation, a registration): answered
          // as if that one had come first — it was «already registered» for an invitation made a moment before.
          if (inserted.created) employee = inserted.user;
          else existing = inserted.user;
        }
        if (!employee) {
          if (existing?.organizationId !== auth.userId || existing.employeeStatus !== 'invited')
            throw new AppError('COMPANY_EMPLOYEE_PHONE_TAKEN');
          employee = await repo.updateUser(tx, existing.id, fields);
        }
        return { employee, issued: await kit.issueCode(tx, phone, PURPOSE, { passwordHash: NO_PASSWORD, address }) };
      });
      await kit.sendCode(issued, phone, COMPANY_TEXTS.smsInvitation, lang, {
        organization: await organizationName(auth),
        url: `${kit.invitationUrl}?phone=${phone}`,
      });
      return toEmployee(employee);
    },

    /**
     * New roles, or suspended / restored. Suspending ends the employee's sessions at once, and so does taking a role
     * away (their tokens carry their roles); giving a role takes effect at their next refresh. The signer role may be
     * given to anyone: signing itself (issue 17) checks the certificate (the company's BIN, signing right).
     */
    async updateEmployee(auth: AccessClaims, id: string, body: UpdateEmployeeBody): Promise<Employee> {
      let ends = false;
      const updated = await db.transaction(async (tx) => {
        const employee = await employeeOf(tx, auth, id);
        const before = rolesOf(employee);
        const roles = body.roles ? COMPANY_ROLES.filter((role) => body.roles?.includes(role)) : before;
        const status = body.status
          ? employeeStatusAfter(employee.employeeStatus as EmployeeState, body.status, employee.status === 'active')
          : (employee.employeeStatus as EmployeeState);
        ends = status === 'suspended' || takesRoleAway(before, roles);
        return repo.updateUser(tx, employee.id, { companyRoles: roles, employeeStatus: status });
      });
      if (ends) await kit.endSessions(updated.id, (tx) => repo.revokeUserSessions(tx, updated.id));
      return toEmployee(updated);
    },

    /**
     * Removes the employee: their sessions end at once and their account goes (the phone is free again); what they
     * did stays recorded under their name (the actor columns keep a snapshot).
     */
    async removeEmployee(auth: AccessClaims, id: string, lang: Lang) {
      const employee = await db.transaction((tx) => employeeOf(tx, auth, id));
      await kit.endSessions(employee.id, async (tx) => {
        const ended = await repo.revokeUserSessions(tx, employee.id);
        await repo.deleteUser(tx, employee.id);
        return ended;
      });
      return { message: COMPANY_TEXTS.employeeRemoved[lang] };
    },

    /**
     * The invited employee's code and new password activate them and sign them in. A phone that is not an invited
     * employee answers as an expired code would (nothing tells which phones are invited).
     */
    async acceptInvitation(body: AcceptInvitationBody, _lang: Lang): Promise<Tokens> {
      const issues = checkNewPassword(body.password, body.confirmPassword);
      if (Object.keys(issues).length > 0) throw invalid(issues);
      const phone = normalizePhone(body.phone);
      const invited = phone ? await repo.findUserByPhone(db, phone) : undefined;
      const acceptable = invited?.status === 'pending' && invited.employeeStatus === 'invited';
      await kit.takeCode(phone ?? body.phone.slice(0, 40), PURPOSE, body.code.trim(), { acceptable });
      if (!invited || !acceptable) throw new AppError('IDENTITY_CODE_EXPIRED');
      const passwordHash = await hashPassword(body.password);
      const active = await db.transaction(async (tx) => {
        const current = await repo.findUserByPhone(tx, invited.phone, true);
        if (current?.id !== invited.id || current.employeeStatus !== 'invited') throw new AppError('IDENTITY_CODE_EXPIRED');
        return repo.updateUser(tx, invited.id, {
          passwordHash,
          status: 'active',
          employeeStatus: 'active',
          confirmedAt: new Date(now()),
        });
      });
      return kit.openSession(active);
    },
  };
};
