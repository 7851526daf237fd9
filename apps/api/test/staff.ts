import { randomInt } from 'node:crypto';
import type { StaffRole } from '@jetkiz/contract';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './helper.ts';

export type StaffSession = {
  staffId: string;
  sessionId: string;
  phone: string;
  name: string;
  role: StaffRole;
  token: string;
  headers: { authorization: string };
};

/**
 * A staff member with this role, made directly through the operator module's service, with an open session and a
 * staff token (no password or TOTP round trip), for every part of the console's tests. The third argument is a
 * phone prefix (digits, e.g. '77421': the rest of the number is random) or the staff member's name.
 */
export const staffSession = async (
  app: TestApp | FastifyInstance,
  role: StaffRole,
  phonePrefixOrName?: string,
): Promise<StaffSession> => {
  const fastify = 'app' in app && 'database' in app ? app.app : (app as FastifyInstance);
  const prefix = phonePrefixOrName && /^77\d{2,7}$/.test(phonePrefixOrName) ? phonePrefixOrName : '7749';
  const name = phonePrefixOrName && !/^\d+$/.test(phonePrefixOrName) ? phonePrefixOrName : `Тестов ${role}`;
  for (let attempt = 0; ; attempt++) {
    const rest = 11 - prefix.length;
    const phone = `${prefix}${String(randomInt(0, 10 ** rest)).padStart(rest, '0')}`;
    try {
      const { staff } = await fastify.operator.createStaff({ phone, name, role });
      const { sessionId, token } = await fastify.operator.openSessionFor(staff.staffId);
      return { staffId: staff.staffId, sessionId, phone, name, role, token, headers: { authorization: `Bearer ${token}` } };
    } catch (error) {
      // Another file's staff member has this number: draw another.
      if (attempt >= 5 || (error as { code?: string }).code !== 'STAFF_PHONE_TAKEN') throw error;
    }
  }
};
