import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { device, usd } from '../../../../testing/care-account-fakes.ts';
import { messages as enUS } from '../messages/en-US.ts';
import type { RefusedRadio } from '../multi-radio-store.ts';
import type { RadioPlans } from '../radio-plans.ts';
import { PlansStep } from './plans-step.tsx';

const allAccess = {
  planCode: 'SAT_ALLACCESS_MONTHLY',
  packageName: 'All Access',
  price: usd(2399),
  termMonths: 1,
};
const showcase = {
  planCode: 'SAT_SHOWCASE_MONTHLY',
  packageName: 'Music Showcase',
  price: usd(1799),
  termMonths: 1,
};

/** The kitchen radio and the boat: All Access takes the multi-radio discount, Showcase does not. */
const radios: RadioPlans[] = [
  {
    device: device({
      id: 'dev_2',
      type: 'radio',
      radioIdLastFour: '0009',
      nickname: 'Kitchen',
      vehicle: null,
    }),
    plans: [
      { ...allAccess, mrdSaving: usd(500) },
      { ...showcase, mrdSaving: null },
    ],
  },
  {
    device: device({ id: 'dev_3', type: 'marine', radioIdLastFour: '0033', vehicle: null }),
    plans: [{ ...allAccess, mrdSaving: usd(500) }],
  },
];

function renderStep(refused?: RefusedRadio, onChosen = vi.fn()) {
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <PlansStep radios={radios} planByDevice={{}} refused={refused} onChosen={onChosen} />
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
      dev_2: 'SAT_SHOWCASE_MONTHLY',
      dev_3: 'SAT_ALLACCESS_MONTHLY',
    });
  });

  it('says which radio was refused and why, and that nothing was charged', () => {
    renderStep({ deviceId: 'dev_3', reason: 'RADIO_NOT_ELIGIBLE' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('One of your radios can’t take its plan');
    expect(alert.textContent).toContain(
      'Marine radio (0033) can’t be subscribed to this plan: this radio can’t get this plan. Nothing was charged.',
    );
  });
});
