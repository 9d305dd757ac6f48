import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careAccount } from '../../../testing/care-account-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInOwner } from './testing/account-fakes.ts';
import { ADD_RADIO, SATELLITE, satelliteServer } from './testing/satellite-fakes.ts';
import { findRadioById } from './testing/satellite-steps.ts';

/**
 * Change-to's radio steps (ADR 052) and the ways out of them: a radio with no paid plan running
 * has nothing to change, so it continues in the add-radio flow, its plans loaded.
 */
const CHANGE_TO = `${SATELLITE}/change-to`;

describe('change a radio’s plan: the radio', { timeout: 30_000 }, () => {
  it('lists the signed-in owner’s radios to choose the one whose plan changes', async () => {
    const app = renderApp({ url: CHANGE_TO, server: signInOwner(satelliteServer()) });
    await app.heading('Change a radio’s plan');
    expect(app.location()).toBe(`${CHANGE_TO}/device-select`);
    expect(screen.getByText('Choose the radio whose plan you want to change.')).toBeDefined();
    // Numbered as the flow counts it: the radio, then the change-plan steps.
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Find a different radio' })).toBeDefined();
    // No "change its plan" link inside change-to itself.
    expect(screen.queryByRole('link', { name: /Change the plan of/ })).toBeNull();
  });

  it('sends a radio without a plan to the add-radio flow, at its plans', async () => {
    const server = signInOwner(satelliteServer());
    const app = renderApp({ url: CHANGE_TO, server });
    const user = userEvent.setup();
    await app.heading('Change a radio’s plan');
    await user.click(
      screen.getByRole('button', { name: 'Choose 2022 Lumen Aria, radio ID ending in 0002' }),
    );
    await app.heading('Choose a plan for your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/pick-a-plan`);
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      deviceRef: 'dref_closed_0002',
    });
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 4' })).toBeDefined();
  });

  it('sends a radio in a trial to the add-radio flow: its paid plan follows the trial', async () => {
    const app = renderApp({ url: CHANGE_TO, server: signInOwner(satelliteServer()) });
    const user = userEvent.setup();
    await app.heading('Change a radio’s plan');
    await user.click(
      screen.getByRole('button', { name: 'Choose Jordan’s car, radio ID ending in 0004' }),
    );
    await app.heading('Choose a plan for your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/pick-a-plan`);
  });

  it('finds a visitor’s radio; one without a plan goes on to add-radio', async () => {
    const app = renderApp({ url: `${CHANGE_TO}?promocode=SAVE`, server: satelliteServer() });
    const user = userEvent.setup();
    await app.heading('Find your radio');
    expect(app.location()).toBe(`${CHANGE_TO}/device-lookup?promocode=SAVE`);
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'changeto',
      componentName: 'devicelookupstep',
    });
    await findRadioById(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Choose a plan for your radio');
    expect(app.location()).toBe(`${ADD_RADIO}/pick-a-plan?promocode=SAVE`);
  });
});

describe('add a radio: a radio that already has a plan', { timeout: 30_000 }, () => {
  it('links to change-to from the radio with a paid plan running, not from the others', async () => {
    const app = renderApp({
      url: ADD_RADIO,
      server: signInOwner(satelliteServer(), careAccount()),
    });
    const user = userEvent.setup();
    await app.heading('Choose your radio');
    const links = screen.getAllByRole('link', { name: /^Change the plan of/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Change the plan of 2024 Lumen Arc, radio ID ending in 0001',
    ]);
    await user.click(links[0] as HTMLElement);
    await waitFor(() => expect(app.location()).toBe(`${CHANGE_TO}/device-select`));
    await app.heading('Change a radio’s plan');
  });
});
