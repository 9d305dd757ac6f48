import { type Country, emailSchema } from '@orbit/domain';
import { trialCalls } from '@orbit/sdk';
import { useState } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { reportHandledError } from '../../checkout/flow-kit/index.ts';

/**
 * The email's delivery check (`validate/email`, flows §3.2) when the customer leaves the box: an
 * address the rules accept but no mail can reach (a domain without mail, a disposable one) is
 * remembered, and the form says so while that address is in the box. The check never says
 * whether an account uses the address (ADR 025); a check that got no answer says nothing, and
 * the claim's own checks stand.
 */
export function useEmailCheck() {
  const services = useAppServices();
  const calls = useCareCalls(trialCalls);
  const [undeliverable, setUndeliverable] = useState<string>();
  return {
    isUndeliverable: (email: string) =>
      undeliverable !== undefined && email.trim() === undeliverable,
    async check(email: string, country: Country) {
      const typed = email.trim();
      if (!emailSchema(country).safeParse(typed).success) return;
      try {
        const result = await calls.validateEmail({ email: typed }, { skipGlobalHandler: true });
        setUndeliverable((known) => (result.valid ? (known === typed ? undefined : known) : typed));
      } catch (error) {
        // Tracked, but no reason to stop the customer: the claim checks the address again.
        reportHandledError(services, error, 'validate email');
      }
    },
  };
}
