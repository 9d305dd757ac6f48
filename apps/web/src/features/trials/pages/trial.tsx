import { Navigate, Route, Routes } from 'react-router';
import { LazyStreamingTrial } from '../../checkout/streaming-trial/index.ts';
import { LazyActivationPage } from '../activation/lazy-activation-page.tsx';

/**
 * Route module of `trial` (`subscribe/trial`): the "Start your trial" page, and below it the
 * streaming roll-to-drop trial (`streaming`, `streaming/thanks`, `streaming/tokenized` and its
 * steps; flows §3.6, ADR 057) in its accordion layout. Any other path is no page of ours.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<LazyActivationPage page="start" />} />
      <Route path="streaming/*" element={<LazyStreamingTrial layout="accordion" />} />
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}
