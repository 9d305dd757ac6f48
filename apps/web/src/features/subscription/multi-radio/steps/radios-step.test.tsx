import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { careAccount, device, subscription } from '../../../../testing/care-account-fakes.ts';
import { messages as enUS } from '../messages/en-US.ts';
import { messages as frCA } from '../messages/fr-CA.ts';
import { RadiosStep } from './radios-step.tsx';

/** Jane's car radio with All Access, the kitchen radio with nothing, a boat on a trial. */
const account = careAccount({
  subscriptions: [
    subscription(),
    subscription({ id: 'sub_3', deviceId: 'dev_3', planName: 'Music Showcase', isTrial: true }),
  ],
  devices: [
    device(),
    device({
      id: 'dev_2',
      type: 'radio',
      radioIdLastFour: '0009',
      nickname: 'Kitchen',
      vehicle: null,
      subscriptionId: null,
    }),
    device({
      id: 'dev_3',
      type: 'marine',
      radioIdLastFour: '0033',
      vehicle: null,
      subscriptionId: 'sub_3',
    }),
  ],
});

function renderStep(locale: 'en-US' | 'fr-CA' = 'en-US', onChosen = vi.fn()) {
  render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : frCA}>
      <RadiosStep account={account} chosenDeviceIds={[]} onChosen={onChosen} />
    </IntlProvider>,
  );
  return onChosen;
}

describe('multi-radio: choosing the radios', () => {
  it('lists each radio with its name, the last four of its id and its plan today', () => {
    renderStep();
    const list = screen.getByRole('group', { name: 'Your radios' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-describedby') !== null)).toEqual([
      true,
      true,
      true,
    ]);
    expect(screen.getByText('Radio ID ending in 0001 · Active: All Access')).toBeDefined();
    expect(screen.getByText('Radio ID ending in 0009 · No active service')).toBeDefined();
    expect(screen.getByText('Radio ID ending in 0033 · Trial: Music Showcase')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Kitchen' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Marine radio' })).toBeDefined();
  });

  it('asks for two radios at least, then gives them in the account’s order', async () => {
    const user = userEvent.setup();
    const onChosen = renderStep();
    await user.click(screen.getByRole('checkbox', { name: 'Marine radio' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least two radios.');
    expect(screen.getByRole('group', { name: 'Your radios' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onChosen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenCalledWith(['dev_2', 'dev_3']);
  });

  it('says so when the account has one radio only', () => {
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <RadiosStep
          account={careAccount({ devices: [device()] })}
          chosenDeviceIds={[]}
          onChosen={vi.fn()}
        />
      </IntlProvider>,
    );
    expect(screen.getByText(/needs at least two radios/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('speaks French in fr-CA', () => {
    renderStep('fr-CA');
    expect(screen.getByRole('group', { name: 'Vos radios' })).toBeDefined();
    expect(
      screen.getByText('Identifiant radio se terminant par 0009 · Aucun service actif'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDefined();
  });
});
