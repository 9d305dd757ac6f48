import { describe, expect, it } from 'vitest';
import {
  isSalStatus,
  SAL_NEXT_STEP,
  SAL_STATUSES,
  salStatusResponseSchema,
} from './activation-link.ts';

describe('self-service activation link statuses (spec 001 §4)', () => {
  it.each([
    ['SUB_UNCLAIMED_EMAIL_AVAILABLE', 'createIdentity'],
    ['SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL', 'signInToReuseEmail'],
    ['SUB_UNCLAIMED_NO_EMAIL', 'collectEmail'],
    ['SUB_UNCLAIMED_EMAIL_TAKEN', 'chooseAnotherEmail'],
    ['SUB_CLAIMED', 'useGrant'],
  ] as const)('%s leads to %s', (status, step) => {
    expect(isSalStatus(status)).toBe(true);
    expect(SAL_NEXT_STEP[status]).toBe(step);
  });

  it('knows exactly five', () => {
    expect(SAL_STATUSES).toHaveLength(5);
    expect(isSalStatus('SUB_UNKNOWN')).toBe(false);
  });

  it('carries a grant with SUB_CLAIMED and only then', () => {
    expect(salStatusResponseSchema.parse({ status: 'SUB_CLAIMED', grant: 'g-1' })).toEqual({
      status: 'SUB_CLAIMED',
      grant: 'g-1',
    });
    expect(salStatusResponseSchema.safeParse({ status: 'SUB_CLAIMED' }).success).toBe(false);
    expect(salStatusResponseSchema.parse({ status: 'SUB_UNCLAIMED_NO_EMAIL' })).toEqual({
      status: 'SUB_UNCLAIMED_NO_EMAIL',
    });
    expect(salStatusResponseSchema.safeParse({ status: 'NOPE' }).success).toBe(false);
  });
});
