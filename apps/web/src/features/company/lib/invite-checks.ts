import { checkPhone, checkText, type FieldIssues } from '@jetkiz/domain';

export type InviteValues = { phone: string; lastName: string; firstName: string; roles: string[] };

/**
 * The invitation's fields before the call (spec §5), by the domain's rules for phones and names; the roles need
 * one at least (the schema's rule). The API checks the same again.
 */
export const inviteIssues = (values: InviteValues): FieldIssues => {
  const issues: FieldIssues = {};
  const phone = checkPhone(values.phone);
  if (values.phone.trim() === '') issues.phone = { kind: 'required' };
  else if (!phone.ok) issues.phone = { kind: 'phone', problem: phone.problem };
  for (const field of ['lastName', 'firstName'] as const) {
    const name = checkText(values[field], 'personName', { required: true });
    if (!name.ok) issues[field] = name.problem === 'required' ? { kind: 'required' } : { kind: 'exceeded', max: name.max };
  }
  if (values.roles.length === 0) issues.roles = { kind: 'required' };
  return issues;
};
