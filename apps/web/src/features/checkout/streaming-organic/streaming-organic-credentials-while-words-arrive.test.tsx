import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { existingSubscriptionDialog } from '../components/existing-subscription/dialog-on-demand.ts';
import { ENTRY, emailAlreadyStreams, streamingServer } from '../testing/streaming-fakes.ts';
import { throughOffer } from '../testing/streaming-steps.ts';

/** The words of "We found your subscription", held back until the test lets them arrive. */
const dialogWords = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});

vi.mock('../components/existing-subscription/messages/index.ts', async () => {
  const { unlistedCatalogOf } = await import('../../../shared/i18n/catalog.ts');
  const held = (load: () => Promise<{ messages: Record<string, string> }>) => () =>
    dialogWords.arrived.then(load);
  return {
    // Unlisted: a page's navigation does not wait for it, as it does not for the dialog's words
    // still on their way on a slow network.
    existingSubscriptionCatalog: unlistedCatalogOf({
      'en-US': held(() => import('../components/existing-subscription/messages/en-US.ts')),
      'en-CA': held(() => import('../components/existing-subscription/messages/en-CA.ts')),
      'fr-CA': held(() => import('../components/existing-subscription/messages/fr-CA.ts')),
    }),
  };
});

describe('the credentials step while the found-subscription dialog is on its way', () => {
  it('keeps the form on screen and what the visitor types, then opens the dialog when asked', async () => {
    const server = emailAlreadyStreams(streamingServer());
    renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await throughOffer(user);
    // The dialog's code is preloaded while the visitor reads the step; its words are not here yet.
    await waitFor(() => expect(existingSubscriptionDialog.arrived()).toBeDefined());

    await user.type(screen.getByLabelText('Email address'), 'new.listener@orbitradio.test');
    await user.type(screen.getByLabelText('Password'), 'Lunar-Tide-81');

    expect(screen.queryByRole('status', { name: 'Loading, please wait' })).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Lunar-Tide-81');

    dialogWords.arrive();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'We found your subscription' });
    expect(within(dialog).getByText('n******@orbitradio.test')).toBeDefined();
  });
});
