import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../../../shared/i18n/intl.tsx';
import { messages as enUS } from '../messages/en-US.ts';
import type { RefusedRadio } from '../multi-radio-store.ts';
import { radioPlansOf } from '../radio-plans.ts';
import {
  multiRadio,
  multiRadioAccount,
  multiRadioCareAccount,
} from '../testing/multi-radio-fakes.ts';
import { PlansStep } from './plans-step.tsx';

/** The kitchen radio and the boat: All Access takes the multi-radio discount, Showcase does not. */
const radios = radioPlansOf(
  multiRadioAccount({
    radios: [
      multiRadio('0009'),
      multiRadio('0033', { deviceType: 'marine', planCodes: ['US_SAT_AA_MO'] }),
    ],
  }),
);

function renderStep(refused?: RefusedRadio, onChosen = vi.fn()) {
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <PlansStep
        radios={radios}
        devices={multiRadioCareAccount().devices}
        planByDevice={{}}
        refused={refused}
        onChosen={onChosen}
      />
    </IntlProvider>,
  );
  return onChosen;
}

describe('multi-radio: a plan for each radio', () => {
  it('offers each radio its plans, the discount’s saving beside those that take it', () => {
    renderStep();
    const kitchen = screen.getByRole('group', { name: 'Plans for Kitchen (0009)' });
    expect(
      within(kitchen).getByRole('radio', {
        name: 'All Access $23.99/mo Multi-radio discount: save $5.00/mo',
      }),
    ).toBeDefined();
    expect(within(kitchen).getByRole('radio', { name: 'Music Showcase $17.99/mo' })).toBeDefined();
    const boat = screen.getByRole('group', { name: 'Plans for Marine radio (0033)' });
    expect(within(boat).getAllByRole('radio')).toHaveLength(1);
  });

  it('asks for a plan for every radio, then gives the plan chosen for each', async () => {
    const user = userEvent.setup();
    const onChosen = renderStep();
    const kitchen = screen.getByRole('group', { name: 'Plans for Kitchen (0009)' });
    await user.click(within(kitchen).getByRole('radio', { name: /Music Showcase/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a plan for each radio.');
    expect(onChosen).not.toHaveBeenCalled();
    const boat = screen.getByRole('group', { name: 'Plans for Marine radio (0033)' });
    await user.click(within(boat).getByRole('radio', { name: /All Access/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenCalledWith({
      mref_0009: 'US_SAT_MS_MO',
      mref_0033: 'US_SAT_AA_MO',
    });
  });

  it('says which radio was refused and why, and that nothing was charged', () => {
    renderStep({ deviceRef: 'mref_0033', reason: 'INELIGIBLE_FOR_OFFER' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('One of your radios can’t take its plan');
    expect(alert.textContent).toContain(
      'Marine radio (0033) can’t be subscribed to this plan: this radio can’t get this plan. Nothing was charged.',
    );
  });
});
