import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '../i18n/intl.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { Disclosure } from './disclosure.tsx';
import { Price } from './price.tsx';
import { SelectField } from './select-field.tsx';
import { Stepper } from './stepper.tsx';

describe('design system additions', () => {
  it('names the stepper by its step', () => {
    render(<Stepper current={2} total={3} label="Step 2 of 3" />);
    const progress = screen.getByRole('progressbar', { name: 'Step 2 of 3' });
    expect(progress.getAttribute('value')).toBe('2');
    expect(progress.getAttribute('max')).toBe('3');
  });

  it('writes a price in the reader’s locale', () => {
    render(
      <IntlProvider locale="fr-CA">
        <Price amount={{ amountMinor: 123_450, currency: 'CAD' }} suffix="/an" />
      </IntlProvider>,
    );
    expect(screen.getByText(/^1\s234,50\s\$/).textContent).toMatch(/\/an$/);
  });

  it('wires a checkbox to its label and error', () => {
    render(<CheckboxField label="I agree" error="Check the box." />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const describedBy = box.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Check the box.');
  });

  it('labels a native select and starts on its placeholder', () => {
    render(
      <SelectField
        label="State"
        placeholder="Choose…"
        options={[{ value: 'NY', label: 'New York' }]}
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options).toHaveLength(2);
  });

  it('opens and closes a disclosure from the keyboard, saying whether it is open', async () => {
    render(
      <Disclosure showLabel="Explore plan details" hideLabel="Hide">
        <p>425+ channels</p>
      </Disclosure>,
    );
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Explore plan details' });
    expect(screen.getByText('425+ channels').closest('[hidden]')).not.toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('425+ channels').closest('[hidden]')).toBeNull();
    expect(toggle.textContent).toBe('Hide');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
