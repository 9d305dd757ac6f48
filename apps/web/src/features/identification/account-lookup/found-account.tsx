import type { Country } from '@orbit/domain';
import { LookupHumanCheck } from '../find-your-radio/lookup-human-check.tsx';
import { IdentifiedAccountView } from './identified-account-view.tsx';
import { LpzForm } from './lpz-form.tsx';
import type { AccountLookup, AccountLookupView, FieldErrors } from './use-account-lookup.ts';

export interface FoundAccountProps {
  view: Extract<AccountLookupView, { kind: 'account' }>;
  lookup: AccountLookup;
  country: Country;
  onInvalid(errors: FieldErrors): void;
}

/** The account found, masked, with the LPZ verification while it is not proven (flows §1.2). */
export function FoundAccount({ view, lookup, country, onInvalid }: FoundAccountProps) {
  return (
    <IdentifiedAccountView
      account={view.account}
      justVerified={view.justVerified}
      onSearchAgain={lookup.reset}
      verification={
        <LpzForm
          country={country}
          busy={lookup.busy}
          refusal={view.refusal}
          serverErrors={view.verifyErrors}
          onInvalid={onInvalid}
          humanCheck={view.humanCheck ? <LookupHumanCheck humanCheck={lookup.humanCheck} /> : null}
          onVerify={(fields) => void lookup.verify(fields)}
        />
      }
    />
  );
}
