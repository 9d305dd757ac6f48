import { ListenNow, RegisterOnSpot } from '../../checkout/flow-kit/index.ts';

export interface MoveThanksEndProps {
  /** A move's, a swap's or a consolidation's answer. */
  result: {
    subscriptionId: string;
    accountNumber: string;
    email: string | null;
    isEligibleForRegistration: boolean;
  };
}

/**
 * The end of every move's thanks page (flows §8.1: "results feed registration … and listen
 * now"): for an account no sign-in owns, registration on the spot for the account's email (the
 * server offers it to the care session that moved, within the hour, ADR 051); then Listen now.
 */
export function MoveThanksEnd({ result }: MoveThanksEndProps) {
  return (
    <>
      {result.isEligibleForRegistration ? (
        <RegisterOnSpot accountNumber={result.accountNumber} email={result.email} />
      ) : null}
      <ListenNow subscriptionId={result.subscriptionId} />
    </>
  );
}
