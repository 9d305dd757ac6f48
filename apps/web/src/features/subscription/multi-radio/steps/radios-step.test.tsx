import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../../../shared/i18n/intl.tsx';
import { messages as enUS } from '../messages/en-US.ts';
import { messages as frCA } from '../messages/fr-CA.ts';
import { radioPlansOf } from '../radio-plans.ts';
import {
  multiRadio,
  multiRadioAccount,
  multiRadioCareAccount,
} from '../testing/multi-radio-fakes.ts';
import { RadiosStep } from './radios-step.tsx';

/** Jane's car radio paying All Access (not sold here), the kitchen radio and a boat on a trial. */
const answer = multiRadioAccount();
const radios = radioPlansOf({
  ...answer,
  radios: answer.radios.map((radio) =>
    radio.radioIdLastFour === '0033'
      ? { ...radio, state: 'trial' as const, planName: 'Music Showcase' }
      : radio,
  ),
});
const devices = multiRadioCareAccount().devices;

function renderStep(locale: 'en-US' | 'fr-CA' = 'en-US', onChosen = vi.fn()) {
  render(
    <IntlProvider locale={locale} messages={locale === 'en-US' ? enUS : frCA}>
      <RadiosStep radios={radios} devices={devices} chosenDeviceRefs={[]} onChosen={onChosen} />
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
    // The paying car radio is listed, not offered: its plan changes from the account.
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([true, false, false]);
    expect(
      screen.getByText(
        'Radio ID ending in 0001 · Active: All Access · Already has a plan: change it from your account',
      ),
    ).toBeDefined();
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
    expect(onChosen).toHaveBeenCalledWith(['mref_0009', 'mref_0033']);
  });

  it('says so when the account has fewer than two radios this order can sell', () => {
    render(
      <IntlProvider locale="en-US" messages={enUS}>
        <RadiosStep
          radios={radioPlansOf(multiRadioAccount({ radios: [multiRadio('0009')] }))}
          devices={devices}
          chosenDeviceRefs={[]}
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
