import { FIELD_ERROR_CODES, type FieldErrorCode, nicknameSchema, phoneSchema } from '@orbit/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Failure } from '../errors/failure-of.ts';
import { Button, CheckboxField, TextField } from '../ui/index.ts';
import { schemaOfCheck } from './schema-of-check.ts';
import { type FieldCodes, useEntryForm } from './use-entry-form.ts';

const contactSchema = z.object({ nickname: nicknameSchema, phone: phoneSchema });
type Contact = z.input<typeof contactSchema>;

const MESSAGES: Record<FieldErrorCode, string> = Object.fromEntries(
  Object.values(FIELD_ERROR_CODES).map((code) => [code, `error ${code}`]),
) as Record<FieldErrorCode, string>;

const refusal: Failure = {
  kind: 'refused',
  code: 'INVALID_FIELDS',
  status: 400,
  messageKey: undefined,
  fieldErrors: [{ fieldName: 'contact.phoneNumber', errorCode: FIELD_ERROR_CODES.INVALID }],
  extras: {},
  requestId: 'req-1',
  source: 'service',
  error: new Error('refused'),
};

function ContactForm(props: {
  onSubmit(entry: z.output<typeof contactSchema>): unknown;
  onInvalid?(codes: FieldCodes<Contact>): void;
  busy?: boolean;
  serverCodes?: FieldCodes<Contact>;
  checkOnBlur?: boolean;
}) {
  const entry = useEntryForm({
    schema: contactSchema,
    defaultValues: { nickname: '', phone: '' },
    ...props,
  });
  const error = (name: keyof Contact) => {
    const code = entry.codeOf(name);
    return code ? MESSAGES[code] : undefined;
  };
  return (
    <form {...entry.formProps}>
      <TextField label="Nickname" {...entry.field('nickname')} error={error('nickname')} />
      <TextField
        label="Phone"
        {...entry.field('phone', (value) => value.replace(/\D/g, ''))}
        error={error('phone')}
      />
      <Button
        type="button"
        onClick={() => entry.showFieldFailures(refusal, { phoneNumber: 'phone' })}
      >
        Refuse
      </Button>
      <Button type="submit" disabled={entry.busy}>
        {entry.busy ? 'Saving' : 'Save'}
      </Button>
    </form>
  );
}

describe('useEntryForm', () => {
  it('shows the domain codes on the fields, focuses the first and reports them', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<ContactForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(nickname));
    expect(screen.getByText('error REQUIRED')).toBeTruthy();
    expect(screen.getByText('error TOO_SHORT')).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledWith({ nickname: 'REQUIRED', phone: 'TOO_SHORT' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s error as it changes and sends the schema’s output', async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(phone, '555-123-4567');
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
    expect((phone as HTMLInputElement).value).toBe('5551234567');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nickname' }), ' Kitchen ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ nickname: 'Kitchen', phone: '5551234567' }),
    );
  });

  it('stays busy while the submit’s promise runs and refuses a second submit', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Car');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '5551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const saving = await screen.findByRole('button', { name: 'Saving' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    finish();
    await screen.findByRole('button', { name: 'Save' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s field codes on the fields and focuses the first', async () => {
    const { rerender } = render(<ContactForm onSubmit={vi.fn()} />);
    rerender(<ContactForm onSubmit={vi.fn()} serverCodes={{ nickname: 'TOO_LONG' }} />);
    const nickname = screen.getByRole('textbox', { name: 'Nickname' });
    await waitFor(() => expect(document.activeElement).toBe(nickname));
    expect(screen.getByText('error TOO_LONG')).toBeTruthy();
  });

  it('maps a failure’s field errors onto the form’s fields by name and alias', async () => {
    render(<ContactForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(screen.getByText('error INVALID')).toBeTruthy();
  });

  it('ignores a submit while the page says it is busy', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<ContactForm onSubmit={onSubmit} onInvalid={onInvalid} busy />);
    const form = screen.getByRole('button', { name: 'Saving' }).closest('form');
    form?.requestSubmit();
    await Promise.resolve();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it('checks a field as the customer leaves it, when asked to', async () => {
    render(<ContactForm onSubmit={vi.fn()} checkOnBlur />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '555');
    await userEvent.tab();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('error TOO_SHORT')).toBeTruthy();
    // Only the field left is checked: the untouched nickname stays quiet.
    expect(screen.queryByText('error REQUIRED')).toBeNull();

    await userEvent.type(phone, '1234567');
    await userEvent.tab();
    expect(phone.hasAttribute('aria-invalid')).toBe(false);
  });
});

const ABOVE_LIMIT = 'ABOVE_LIMIT';
type Tip = { amount: string; consent: boolean };
const tipSchema = schemaOfCheck((values: Tip) => {
  const errors: Partial<Record<keyof Tip, FieldErrorCode | typeof ABOVE_LIMIT>> = {};
  if (!values.amount) errors.amount = FIELD_ERROR_CODES.REQUIRED;
  else if (Number(values.amount) > 10) errors.amount = ABOVE_LIMIT;
  if (!values.consent) errors.consent = FIELD_ERROR_CODES.REQUIRED;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
});

function TipForm(props: { onInvalid?(codes: FieldCodes<Tip, typeof ABOVE_LIMIT>): void }) {
  const entry = useEntryForm({
    schema: tipSchema,
    defaultValues: { amount: '', consent: false },
    ownCodes: [ABOVE_LIMIT],
    onSubmit: vi.fn(),
    onInvalid: props.onInvalid,
  });
  const amountCode = entry.codeOf('amount');
  const amountMessage = entry.messageOf('amount');
  const consentCode = entry.codeOf('consent');
  return (
    <form {...entry.formProps}>
      <TextField
        label="Amount"
        {...entry.field('amount')}
        error={amountMessage ?? (amountCode ? `amount ${amountCode}` : undefined)}
      />
      <CheckboxField
        label="I agree"
        {...entry.checkbox('consent')}
        error={consentCode ? `consent ${consentCode}` : undefined}
      />
      <Button
        type="button"
        onClick={() =>
          entry.showFieldFailures({
            ...refusal,
            fieldErrors: [{ fieldName: 'amount', errorCode: 'NOT_A_CODE_WE_KNOW' }],
          })
        }
      >
        Refuse
      </Button>
      <Button type="button" onClick={() => entry.showMessages({ amount: 'More than we take' })}>
        Refuse in words
      </Button>
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('useEntryForm with codes of the form’s own and a checkbox', () => {
  it('keeps the form’s own codes and binds the checkbox, whose change clears its error', async () => {
    const onInvalid = vi.fn();
    render(<TipForm onInvalid={onInvalid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('amount ABOVE_LIMIT')).toBeTruthy();
    expect(screen.getByText('consent REQUIRED')).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledWith({ amount: ABOVE_LIMIT, consent: 'REQUIRED' });

    const consent = screen.getByRole('checkbox', { name: 'I agree' });
    await userEvent.click(consent);
    expect((consent as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('consent REQUIRED')).toBeNull();
  });

  it('reads a code that is neither the domain’s nor the form’s own as INVALID', async () => {
    render(<TipForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('amount INVALID')).toBeTruthy();
  });

  it('shows a refusal given in words on its field, focused, until the field changes', async () => {
    render(<TipForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Refuse in words' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(await screen.findByText('More than we take')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    await userEvent.type(amount, '5');
    expect(screen.queryByText('More than we take')).toBeNull();
  });
});
