import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * A one-click link's activation, sent once on arrival: activating is a change, so it is a
 * mutation the effect fires, and a ref remembers the link it was sent for, so StrictMode's second
 * run of the effect sends nothing (the server answers the same link the same way anyway). The
 * call never rejects: `send` answers every outcome.
 */
export function useArrivalCall<Outcome>(
  link: string | undefined,
  send: (link: string) => Promise<Outcome>,
) {
  const call = useMutation({ mutationFn: send });
  const sent = useRef<string>(undefined);
  const { mutate } = call;
  useEffect(() => {
    if (!link || sent.current === link) return;
    sent.current = link;
    mutate(link);
  }, [link, mutate]);
  return call;
}
