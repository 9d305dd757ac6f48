import { accountLinkingCalls } from '@orbit/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureOf } from '../../../shared/errors/index.ts';
import { useAppConfig } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import {
  ALEXA_PATH,
  alexaErrorPath,
  alexaFailureOf,
  amazonLoginUrl,
  amzauthUrl,
  popupAnswerOf,
} from './alexa-link-flow.ts';

/** Where the landing is: idle, the popup open, the link being made, or the popup blocked. */
export type AlexaLinkStep = 'idle' | 'signingIn' | 'linking' | 'blocked';

const POPUP_FEATURES = 'popup,width=480,height=680';

/**
 * The app-to-app link of the landing (flows §8.4, ADR 076): a popup opened on the click (so no
 * blocker stops it), sent to Login with Amazon with a fresh state of ours; its answer, posted
 * by `amzauth`, is taken only from our origin and that popup with that state; the code then
 * goes to `authenticate/linking/amazon`, and the customer to the success or error page.
 */
export function useAlexaLink(subscriptionId: string | undefined) {
  const calls = useCareCalls(accountLinkingCalls);
  const config = useAppConfig();
  const navigate = useNavigate();
  const [step, setStep] = useState<AlexaLinkStep>('idle');
  const stopListening = useRef<() => void>(() => {});

  useEffect(() => () => stopListening.current(), []);

  const fail = useCallback(
    (error: unknown) => {
      const failure = failureOf(error);
      navigate(alexaErrorPath(alexaFailureOf(failure.code, failure.kind)));
    },
    [navigate],
  );

  const start = useCallback(async () => {
    if (!subscriptionId) return;
    stopListening.current();
    const popup = window.open('', 'orbit-amazon-sign-in', POPUP_FEATURES);
    if (!popup) {
      setStep('blocked');
      return;
    }
    setStep('signingIn');
    let state: string;
    try {
      ({ state } = await calls.alexaLinkState(undefined, { skipGlobalHandler: true }));
    } catch (error) {
      popup.close();
      fail(error);
      return;
    }
    const origin = window.location.origin;
    const redirectUri = amzauthUrl(origin);
    const onMessage = (event: MessageEvent) => {
      const answer = popupAnswerOf(event, { origin, popup, state });
      if (!answer) return;
      stopListening.current();
      if (!answer.code) {
        navigate(alexaErrorPath(answer.error === 'access_denied' ? 'declined' : 'failed'));
        return;
      }
      setStep('linking');
      calls
        .linkAlexa(
          { authCode: answer.code, subscriptionId, redirectUri, state },
          { skipGlobalHandler: true },
        )
        .then(() => navigate(`${ALEXA_PATH}/success`), fail);
    };
    window.addEventListener('message', onMessage);
    stopListening.current = () => window.removeEventListener('message', onMessage);
    popup.location.href = amazonLoginUrl(config.amazonLoginUrl, {
      clientId: config.clientIds.amazon,
      state,
      redirectUri,
    });
  }, [calls, config, fail, navigate, subscriptionId]);

  return { step, start };
}
