import type { StaffRole } from '@jetkiz/contract';
import type { OperatorConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createOperatorService } from './operator.module.ts';

export type CreateOperatorInput = { phone: string; name: string; role: StaffRole };

/**
 * What `npm run operator:create` does, as a function (the command and the tests call it): a staff member (by default
 * an administrator) with a strong random password, answered once and kept only as its argon2id hash. A phone that is
 * already a staff member's is refused, never overwritten.
 */
export const createOperatorAccount = async (db: Db, config: OperatorConfig, input: CreateOperatorInput) => {
  const service = createOperatorService({ db, config });
  try {
    const { staff, password } = await service.createStaff(input);
    await service.audit.record({
      staff: null,
      action: 'operator.create',
      targetType: 'staff',
      targetId: staff.staffId,
      after: staff,
      reason: 'npm run operator:create',
      outcome: 'done',
    });
    return { ok: true as const, staff, password };
  } catch (error) {
    if (error instanceof AppError && error.code === 'STAFF_PHONE_TAKEN') return { ok: false as const, problem: 'phone-taken' };
    if (error instanceof AppError && error.code === 'VALIDATION') return { ok: false as const, problem: 'phone' };
    throw error;
  }
};

const ROLES: readonly StaffRole[] = ['administrator', 'operator', 'accountant', 'viewer'];

/** `--phone +7…  --name "…"  [--role administrator]` → the input, or what is wrong with the arguments. */
export const parseCreateArguments = (args: readonly string[]): CreateOperatorInput | string => {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    const inline = args.find((arg) => arg.startsWith(`${flag}=`));
    return inline ? inline.slice(flag.length + 1) : at >= 0 ? args[at + 1] : undefined;
  };
  const phone = value('--phone')?.trim();
  const name = value('--name')?.trim();
  const role = (value('--role')?.trim() || 'administrator') as StaffRole;
  if (!phone || !name)
    return 'usage: npm run operator:create -- --phone +77011234567 --name "Name Surname" [--role administrator]';
  if (name.length < 2 || name.length > 120) return '--name must be 2 to 120 characters';
  if (!ROLES.includes(role)) return `--role must be one of ${ROLES.join(', ')}`;
  return { phone, name, role };
};
