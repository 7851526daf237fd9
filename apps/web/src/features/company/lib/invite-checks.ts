import { checkEmployeeInvitation, type FieldIssues } from '@jetkiz/domain';

export type InviteValues = { phone: string; lastName: string; firstName: string; roles: string[] };

/**
 * The invitation's fields before the call (spec §5): the domain's rule for the phone and the names (the API checks
 * the same one), and one role at least (the schema's rule).
 */
export const inviteIssues = (values: InviteValues): FieldIssues => {
  const issues = checkEmployeeInvitation(values);
  if (values.roles.length === 0) issues.roles = { kind: 'required' };
  return issues;
};
