import { FIELD_ERROR_CODES, type FieldErrorCode, typedFieldSchema } from '@orbit/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IntlProvider } from '../i18n/intl.tsx';
import { Button, TextField } from '../ui/index.ts';
import { useFieldBindings } from './field-bindings.ts';
import { useEntryForm } from './use-entry-form.ts';

const MESSAGES = {
  'name.required': 'Enter the name on the card.',
  'name.invalid': 'Use letters only.',
  'name.refused': 'The bank does not know this name.',
};

const nameOf = (_field: 'holder', code: FieldErrorCode) =>
  code === FIELD_ERROR_CODES.REQUIRED ? 'name.required' : 'name.invalid';

function HolderForm() {
  const entry = useEntryForm({
    schema: z.object({ holder: typedFieldSchema }),
    defaultValues: { holder: '' },
    onSubmit: () => {},
  });
  const { bind, type } = useFieldBindings(entry, nameOf);
  const holder = bind('holder');
  return (
    <form {...entry.formProps}>
      <TextField label="Name on card" {...holder} />
      <Button type="button" onClick={() => entry.showMessages({ holder: 'name.refused' })}>
        Refuse
      </Button>
      <Button type="button" onClick={() => type('holder', 'Ada Lovelace')}>
        Fill
      </Button>
      <Button type="submit">Save</Button>
    </form>
  );
}

function renderForm() {
  render(
    <IntlProvider locale="en-US" messages={MESSAGES}>
      <HolderForm />
    </IntlProvider>,
  );
  return userEvent.setup();
}

describe('useFieldBindings', () => {
  it('binds a required box whose error is its code in the feature’s words', async () => {
    const user = renderForm();
    const box = screen.getByLabelText(/Name on card/) as HTMLInputElement;
    expect(box.required).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name on the card.')).toBeDefined();
  });

  it('shows a refusal the feature already worded before any code, and types a value in', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('The bank does not know this name.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Fill' }));
    expect((screen.getByLabelText(/Name on card/) as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(screen.queryByText('The bank does not know this name.')).toBeNull();
  });
});
