import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../../shared/i18n/intl.tsx';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
import { identityCatalog } from '../messages/index.ts';
import { signUpCatalog } from '../sign-up/messages/index.ts';
import { NewPasswordPair, useNewPasswordEntry } from './new-password-entry.tsx';

const MISMATCH = 'page.mismatch';

function PasswordForm({ onSubmit }: { onSubmit(password: string): void }) {
  const form = useNewPasswordEntry({ busy: false, onSubmit });
  return (
    <form {...form.entry.formProps}>
      <NewPasswordPair
        form={form}
        passwordLabel="New password"
        confirmLabel="Confirm it"
        mismatchId={MISMATCH}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(onSubmit: (password: string) => void) {
  return render(
    <IntlProvider
      locale="en-US"
      messages={{
        ...preloadedMessages(identityCatalog, 'en-US'),
        ...preloadedMessages(signUpCatalog, 'en-US'),
        [MISMATCH]: 'They differ.',
      }}
    >
      <PasswordForm onSubmit={onSubmit} />
    </IntlProvider>,
  );
}

describe('a new password typed twice', () => {
  it('says in the page’s words when the confirmation differs, and hands on nothing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Listen#2026');
    await user.type(screen.getByLabelText('Confirm it'), 'Listen#2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('They differ.');
    expect(screen.getByLabelText('Confirm it').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on the password once it passes the policy and matches', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Listen#2026');
    await user.type(screen.getByLabelText('Confirm it'), 'Listen#2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('Listen#2026');
  });
});
