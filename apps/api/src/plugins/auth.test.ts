import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../lib/access-token.ts';
import { requireUserType } from './auth.ts';

const requestOf = (auth: AccessClaims | null) => ({ auth }) as FastifyRequest;
const person: AccessClaims = { userId: 'u1', phone: '77010000001', userType: 'person', role: 'person', sessionFamily: 's' };
const company: AccessClaims = { ...person, userType: 'company', role: 'company' };

describe('requireUserType: the one check of who may call a route', () => {
  it.each([
    [person, 'person', 'ok'],
    [company, 'company', 'ok'],
    [person, 'company', 'FORBIDDEN'],
    [company, 'person', 'FORBIDDEN'],
    [null, 'person', 'UNAUTHORIZED'],
  ] as const)('%o calling a %s route: %s', (auth, userType, expected) => {
    const call = () => requireUserType(requestOf(auth), userType);
    if (expected === 'ok') expect(call()).toBe(auth);
    else expect(call).toThrow(expect.objectContaining({ code: expected }));
  });
});
