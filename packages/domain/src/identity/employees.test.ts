import { describe, expect, it } from 'vitest';
import { actorName, checkEmployeeInvitation, employeeStatusAfter, takesRoleAway } from './employees.ts';

describe('checkEmployeeInvitation', () => {
  it.each([
    [{ phone: '+7 (701) 555 44 33', firstName: 'Ерлан', lastName: 'Ахметов' }, {}],
    [{ phone: '', firstName: 'Ерлан', lastName: 'Ахметов' }, { phone: { kind: 'required' } }],
    [{ phone: '12345', firstName: 'Ерлан', lastName: 'Ахметов' }, { phone: { kind: 'phone', problem: 'format' } }],
    [{ phone: '77015554433', firstName: '  ', lastName: 'Ахметов' }, { firstName: { kind: 'required' } }],
    [{ phone: '77015554433', firstName: 'Ерлан' }, { lastName: { kind: 'required' } }],
  ])('%j → %j', (input, issues) => {
    expect(checkEmployeeInvitation(input)).toEqual(issues);
  });

  it('refuses a name over the limit', () => {
    expect(checkEmployeeInvitation({ phone: '77015554433', firstName: 'Е'.repeat(500), lastName: 'А' }).firstName).toMatchObject({
      kind: 'exceeded',
    });
  });
});

describe('employeeStatusAfter', () => {
  it.each([
    ['active', 'suspended', true, 'suspended'],
    ['invited', 'suspended', false, 'suspended'],
    ['suspended', 'active', true, 'active'],
    ['suspended', 'active', false, 'invited'],
    ['invited', 'active', false, 'invited'],
    ['active', 'active', true, 'active'],
  ] as const)('%s asked %s (accepted %s) → %s', (current, wanted, accepted, after) => {
    expect(employeeStatusAfter(current, wanted, accepted)).toBe(after);
  });
});

describe('takesRoleAway', () => {
  it.each([
    [['orders'], ['orders', 'finance'], false],
    [['orders', 'finance'], ['finance'], true],
    [['administrator'], ['orders'], true],
    [[], ['orders'], false],
  ])('%j → %j: %s', (before, after, expected) => {
    expect(takesRoleAway(before, after)).toBe(expected);
  });
});

describe('actorName', () => {
  it('writes the surname first', () => {
    expect(actorName({ lastName: 'Ахметов', firstName: 'Ерлан' })).toBe('Ахметов Ерлан');
  });
});
