import { checkText } from '../address/text-limits.ts';
import { checkPhone } from '../contact/phone.ts';
import type { FieldIssues } from './registration.ts';

/**
 * Company employees (issue 16): what an invitation must carry, and how an employee's status moves. The owner is not
 * an employee: they are fixed (every role, never suspended or removed), which the API checks before these rules.
 */
export type EmployeeState = 'invited' | 'active' | 'suspended';

/** The phone and both names of an invitation (the roles are checked by the schema): the issues, empty when none. */
export const checkEmployeeInvitation = (input: { phone?: unknown; firstName?: unknown; lastName?: unknown }): FieldIssues => {
  const issues: FieldIssues = {};
  if (typeof input.phone !== 'string' || input.phone.trim() === '') issues.phone = { kind: 'required' };
  else {
    const phone = checkPhone(input.phone);
    if (!phone.ok) issues.phone = { kind: 'phone', problem: phone.problem };
  }
  for (const name of ['lastName', 'firstName'] as const) {
    const result = checkText(input[name], 'personName', { required: true });
    if (!result.ok) issues[name] = result.problem === 'required' ? { kind: 'required' } : { kind: 'exceeded', max: result.max };
  }
  return issues;
};

/**
 * The status after the owner (or an administrator) asks for `wanted`: suspending works at any stage (an invited
 * employee suspended cannot accept); restoring gives back what the employee had — active if they have accepted,
 * invited otherwise (only the employee's own code makes them active).
 */
export const employeeStatusAfter = (current: EmployeeState, wanted: 'active' | 'suspended', accepted: boolean): EmployeeState =>
  wanted === 'suspended' ? 'suspended' : accepted ? 'active' : current === 'suspended' ? 'invited' : current;

/** Whether a change of roles takes any role away (then the employee's sessions end, so no token keeps it). */
export const takesRoleAway = (before: readonly string[], after: readonly string[]): boolean =>
  before.some((role) => !after.includes(role));

/** The name recorded with what a user does: «Surname Name», as the spec writes names. */
export const actorName = (user: { lastName: string; firstName: string }): string => `${user.lastName} ${user.firstName}`.trim();
