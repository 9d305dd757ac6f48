import { describe, expect, it } from 'vitest';
import { deliverableEmailCheck } from './deliverable-email.ts';

const relay = { developerMailbox: false };
const mailbox = { developerMailbox: true };

describe('deliverableEmailCheck', () => {
  it('takes an address under a real public suffix', () => {
    for (const email of ['jamie@gmail.com', ' a.b+c@mail.example.co.uk ', 'x@bell.ca']) {
      expect(deliverableEmailCheck(email, 'us', relay)).toEqual({ valid: true, reason: '' });
    }
    expect(deliverableEmailCheck('élise@café.ca', 'ca', relay)).toEqual({
      valid: true,
      reason: '',
    });
  });

  it('refuses a shape the email rule refuses as FORMAT', () => {
    for (const email of ['jamie', 'jamie@', 'ja..mie@gmail.com', 'jamie@gmail', 'élise@café.ca']) {
      expect(deliverableEmailCheck(email, 'us', relay)).toEqual({ valid: false, reason: 'FORMAT' });
    }
  });

  it('refuses a domain that cannot receive mail: a bare suffix, a made-up TLD, a throwaway inbox', () => {
    for (const email of [
      'jamie@co.uk',
      'jamie@example.zzzz',
      'jamie@mailinator.com',
      'jamie@inbox.mailinator.com',
      'jamie@yopmail.com',
    ]) {
      expect(deliverableEmailCheck(email, 'us', relay), email).toEqual({
        valid: false,
        reason: 'DOMAIN',
      });
    }
  });

  it('takes the reserved .test domain only where the developer mailbox catches all mail', () => {
    expect(deliverableEmailCheck('jamie@orbitradio.test', 'us', relay).reason).toBe('DOMAIN');
    expect(deliverableEmailCheck('jamie@orbitradio.test', 'us', mailbox).valid).toBe(true);
    expect(deliverableEmailCheck('jamie@test', 'us', mailbox).valid).toBe(false);
  });
});
