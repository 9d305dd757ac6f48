import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { skipsGlobalHandler } from '../../../testing/fake-server.ts';
import { careAccount, careFailure, device, fakeAccountServer } from '../testing/account-fakes.ts';
import { renderAccount } from '../testing/render-account.tsx';

async function atRadios(care = fakeAccountServer()) {
  const page = renderAccount({ care });
  const user = userEvent.setup();
  const radios = within(await screen.findByRole('region', { name: 'Your radios' }));
  return { page, user, care, radios };
}

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

describe('radio nickname', { timeout: 20_000 }, () => {
  it('needs 1 to 30 characters, tracks the refusal, then saves and reloads the account', async () => {
    const { page, user, care, radios } = await atRadios();
    await user.click(radios.getByRole('button', { name: 'Edit the nickname of 2024 Lumen Arc' }));
    const edit = dialog('Edit nickname');
    const field = edit.getByLabelText('Nickname');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(edit.getByText('Enter a nickname.')).toBeDefined();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.type(field, 'A'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(edit.getByText('Use 30 characters or fewer.')).toBeDefined();
    expect(care.updateNickname).not.toHaveBeenCalled();
    expect(page.userErrors()).toEqual([
      ['nickname.nickName', 'REQUIRED'],
      ['nickname.nickName', 'TOO_LONG'],
    ]);

    await user.clear(field);
    await user.type(field, '  Mom’s car ');
    care.getAccount.mockResolvedValue(
      careAccount({ devices: [device({ nickname: 'Mom’s car' })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(await screen.findByText('Nickname saved: Mom’s car.')).toBeDefined();
    // Focus lands on the news, not on the page's top.
    expect(document.activeElement?.textContent).toBe('Nickname saved: Mom’s car.');
    expect(care.updateNickname).toHaveBeenCalledWith({ nickName: 'Mom’s car', deviceId: 'dev_1' });
    expect(
      skipsGlobalHandler(care.server.requestsTo('/services/account-mgmt/update-nickname').at(-1)),
    ).toBe(true);
    expect(care.getAccount).toHaveBeenCalledTimes(2);
    expect(radios.getByRole('heading', { name: 'Mom’s car' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refusal from the server on the field', async () => {
    const care = fakeAccountServer();
    care.updateNickname.mockRejectedValue(
      careFailure(400, 'INVALID_PAYLOAD', [{ errorCode: 'INVALID', fieldName: 'nickName' }]),
    );
    const { user, radios, page } = await atRadios(care);
    await user.click(radios.getByRole('button', { name: 'Edit the nickname of Kitchen' }));
    const field = dialog('Edit nickname').getByLabelText('Nickname');
    expect((field as HTMLInputElement).value).toBe('Kitchen');
    await user.clear(field);
    await user.type(field, 'Garage');
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(
      await dialog('Edit nickname').findByText(
        'Remove the hidden or control characters from the nickname.',
      ),
    ).toBeDefined();
    expect(page.errors.reportBusinessError).toHaveBeenCalledWith({
      name: 'update nickname',
      code: 'INVALID_PAYLOAD',
      failedRequestId: expect.stringMatching(/^req_/),
    });
  });
});

describe('a server that cannot answer now', { timeout: 20_000 }, () => {
  it('keeps the nickname dialog open and says to try again in a moment', async () => {
    const care = fakeAccountServer();
    care.updateNickname.mockRejectedValueOnce(careFailure(503, 'SERVICE_UNAVAILABLE'));
    const { user, radios, page } = await atRadios(care);
    await user.click(radios.getByRole('button', { name: 'Edit the nickname of Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    expect(
      await dialog('Edit nickname').findByText(
        'We can’t complete this right now. Please try again in a moment.',
      ),
    ).toBeDefined();
    // Tracked and logged by the app's handler, which leaves the customer where they are.
    expect(page.errors.handleCareError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' }),
    );

    await user.click(screen.getByRole('button', { name: 'Save nickname' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(care.updateNickname).toHaveBeenCalledTimes(2);
  });
});

describe('removing a radio', { timeout: 20_000 }, () => {
  it('is offered only for a radio with nothing running on it', async () => {
    const { radios } = await atRadios();
    expect(radios.queryByRole('button', { name: 'Remove 2024 Lumen Arc' })).toBeNull();
    expect(radios.getByRole('button', { name: 'Remove Kitchen' })).toBeDefined();
  });

  it('needs a reason, then removes the radio', async () => {
    const { page, user, care, radios } = await atRadios();
    await user.click(radios.getByRole('button', { name: 'Remove Kitchen' }));
    const remove = dialog('Remove Kitchen?');
    expect(
      remove.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'I sold or traded in the vehicle',
      'The radio was lost, broken or stolen',
      'I sold, gave away or threw out the radio',
      'Another reason',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove radio' }));
    expect(remove.getByText('Choose why you’re removing the radio.')).toBeDefined();
    expect(document.activeElement).toBe(remove.getAllByRole('radio')[0]);
    expect(care.removeDevice).not.toHaveBeenCalled();
    expect(page.userErrors()).toEqual([['removeDevice.reason', 'REQUIRED']]);

    await user.click(remove.getByRole('radio', { name: 'The radio was lost, broken or stolen' }));
    care.getAccount.mockResolvedValue(careAccount({ devices: [device()] }));
    await user.click(screen.getByRole('button', { name: 'Remove radio' }));
    expect(await screen.findByText('Kitchen was removed from your account.')).toBeDefined();
    expect(care.removeDevice).toHaveBeenCalledWith({
      deviceId: 'dev_2',
      reason: 'RADIO_LOST_BROKEN_OR_STOLEN',
    });
    expect(
      skipsGlobalHandler(care.server.requestsTo('/services/account-mgmt/remove-device').at(-1)),
    ).toBe(true);
    await waitFor(() => expect(radios.queryByRole('heading', { name: 'Kitchen' })).toBeNull());
  });

  it('explains a radio that still has a subscription', async () => {
    const care = fakeAccountServer();
    care.removeDevice.mockRejectedValue(careFailure(409, 'DEVICE_HAS_ACTIVE_SUBSCRIPTION'));
    const { user, radios } = await atRadios(care);
    await user.click(radios.getByRole('button', { name: 'Remove Kitchen' }));
    await user.click(dialog('Remove Kitchen?').getByRole('radio', { name: 'Another reason' }));
    await user.click(screen.getByRole('button', { name: 'Remove radio' }));
    expect(
      await dialog('Remove Kitchen?').findByText(
        'This radio still has an active subscription, so it can’t be removed. Cancel the subscription first.',
      ),
    ).toBeDefined();
  });
});

describe('plans for several radios', { timeout: 20_000 }, () => {
  it('is offered to the owner with two radios or more without a running plan', async () => {
    const { radios } = await atRadios(
      fakeAccountServer(
        careAccount({
          devices: [
            device(),
            device({
              id: 'dev_2',
              radioIdLastFour: '0009',
              nickname: 'Kitchen',
              subscriptionId: null,
            }),
            device({
              id: 'dev_3',
              radioIdLastFour: '0033',
              nickname: 'Boat',
              subscriptionId: null,
            }),
          ],
        }),
      ),
    );
    expect(
      radios.getByRole('link', { name: 'Add plans to several radios' }).getAttribute('href'),
    ).toBe('/subscribe/multi-subscription-purchase');
  });

  it('is not offered for one radio without a plan', async () => {
    const { radios } = await atRadios();
    expect(radios.queryByRole('link', { name: 'Add plans to several radios' })).toBeNull();
  });
});
