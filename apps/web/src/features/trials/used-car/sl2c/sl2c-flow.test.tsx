import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../../testing/fake-server.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import {
  activation,
  dealerLink,
  SERVICE_LANE,
  USED_VEHICLE,
  usedCarServer,
} from '../testing/used-car-fakes.ts';
import { fillSl2c } from '../testing/used-car-steps.ts';

async function open(url: string, fake = usedCarServer(), host?: string) {
  const app = renderApp({ url, server: fake.server, ...(host ? { host } : {}) });
  const user = userEvent.setup();
  return { app, user, ...fake };
}

describe('SL2C, a dealer’s two-click trial', { timeout: 40_000 }, () => {
  it.each([SERVICE_LANE, `${SERVICE_LANE}?corpid=41a0`, `${USED_VEHICLE}?corpid=`])(
    'sends %s (no numeric corpid) to /error without asking anything',
    async (url) => {
      const { app, dealer } = await open(url);
      await waitFor(() => expect(app.location()).toBe('/error'));
      expect(dealer).not.toHaveBeenCalled();
    },
  );

  it('sends an unknown dealer and a bad link to /error', async () => {
    const unknown = usedCarServer();
    unknown.dealer.mockRejectedValue(careError(404, 'PARTNER_NOT_FOUND', 'error.trial.partner'));
    const first = await open(`${SERVICE_LANE}?corpid=999`, unknown);
    await waitFor(() => expect(first.app.location()).toBe('/error'));
    first.app.instance().dispose();

    const badLink = usedCarServer();
    badLink.link.mockRejectedValue(careError(400, 'INVALID_TOKEN', 'error.invalid.token'));
    const second = await open(`${SERVICE_LANE}?corpid=4100&tkn=stale`, badLink);
    await waitFor(() => expect(second.app.location()).toBe('/error'));
  });

  it('wears the dealer’s name, tagline and accent, and shows the branding’s offer', async () => {
    const { app, dealer, offers } = await open(`${SERVICE_LANE}?corpid=4100`);
    await app.heading('Activate your free trial');
    expect(dealer).toHaveBeenCalledWith('4100');
    expect(screen.getByText('Lakeside Motors')).toBeDefined();
    expect(screen.getByText('Service department')).toBeDefined();
    const page = document.querySelector<HTMLElement>('[data-layout]');
    expect(page?.style.getPropertyValue('--dealer-accent')).toBe('#0b5d3b');
    await screen.findByText('All Access');
    expect(offers).toHaveBeenCalledWith({
      streaming: false,
      usedCarBrandingType: 'SLTC_SERVICE_LANE',
      locale: 'en-US',
    });
  });

  it('claims the trial with a typed VIN and the transaction id, then confirms it', async () => {
    const { app, user, claim, server } = await open(`${USED_VEHICLE}?corpid=4100`);
    await app.heading('Activate your used car’s free trial');
    await fillSl2c(user, { radioIdOrVin: '1hgcm82633a004352' });
    await user.click(screen.getByRole('button', { name: 'Activate My Trial' }));
    await app.heading('Your trial is active');
    const [sent] = claim.mock.calls[0] ?? [];
    expect(sent).toMatchObject({
      corpId: '4100',
      brandingType: 'SLTC_USED_CAR',
      vin: '1HGCM82633A004352',
      firstName: 'Sam',
      lastName: 'Rivera',
      serviceAddress: { streetAddress: '12 Lake Rd', state: 'TX', postalCode: '78701' },
      agreementAccepted: true,
    });
    expect(sent).not.toHaveProperty('email');
    expect(sent).not.toHaveProperty('radioId');
    const [request] = server.requestsTo('/services/trial-activation/service-lane-two-click');
    expect(new Headers(request?.init.headers).get('Idempotency-Key')).toBe(sent?.transactionId);
    expect(screen.getByText(/your free trial runs until 02\/26\/2027/)).toBeDefined();
    expect(screen.getByText('ending in 0031')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Create your sign-in' })).toBeDefined();
  });

  it('prefills a link’s radio as its last four and claims it by the link', async () => {
    const { app, user, claim, link } = await open(`${SERVICE_LANE}?corpid=4100&tkn=tok_31`);
    await app.heading('Activate your free trial');
    expect(link).toHaveBeenCalledWith('tok_31');
    expect((screen.getByLabelText(/Radio ID or VIN/) as HTMLInputElement).value).toBe('****0031');
    expect(screen.getByText(/found your radio, ending in 0031/)).toBeDefined();
    await fillSl2c(user);
    await user.click(screen.getByRole('button', { name: 'Activate My Trial' }));
    await app.heading('Your trial is active');
    expect(claim.mock.calls[0]?.[0]).toMatchObject({ sltcToken: 'tok_31' });
  });

  it('shows a link’s VIN in full', async () => {
    const fake = usedCarServer();
    fake.link.mockResolvedValue(dealerLink({ vin: '1HGCM82633A004352' }));
    const { app } = await open(`${SERVICE_LANE}?corpid=4100&tkn=tok_31`, fake);
    await app.heading('Activate your free trial');
    expect((screen.getByLabelText(/Radio ID or VIN/) as HTMLInputElement).value).toBe(
      '1HGCM82633A004352',
    );
  });

  it('offers registration without naming an email when the claim gave none', async () => {
    const fake = usedCarServer();
    fake.claim.mockResolvedValue(activation({ email: null }));
    const { app, user } = await open(`${SERVICE_LANE}?corpid=4100`, fake);
    await app.heading('Activate your free trial');
    await fillSl2c(user, { radioIdOrVin: 'ORBT0031' });
    await user.click(screen.getByRole('button', { name: 'Activate My Trial' }));
    await app.heading('Your trial is active');
    expect(
      screen.getByText('Create a sign-in to listen in the Orbit app and manage your trial online.'),
    ).toBeDefined();
  });

  it('goes straight to confirmation when the link’s trial is already the customer’s', async () => {
    const fake = usedCarServer();
    fake.link.mockResolvedValue(dealerLink({ prefillStatus: 'EXISTING_CUSTOMER_VALIDATED' }));
    const { app } = await open(`${SERVICE_LANE}?corpid=4100&tkn=tok_31`, fake);
    await app.heading('Your trial is already active');
    expect(app.location()).toBe('/activate/trial/confirmation');
  });

  it('puts a refused radio on its field, and anything else goes to /error', async () => {
    const fake = usedCarServer();
    fake.claim.mockRejectedValueOnce(
      careError(400, 'INVALID_PAYLOAD', 'error.invalid', [
        { errorCode: 'INVALID', fieldName: 'radioId' },
      ]),
    );
    const { app, user, claim } = await open(`${SERVICE_LANE}?corpid=4100`, fake);
    await app.heading('Activate your free trial');
    await fillSl2c(user, { radioIdOrVin: 'ORBT0031' });
    await user.click(screen.getByRole('button', { name: 'Activate My Trial' }));
    expect(await screen.findByText(/Enter a Radio ID \(8 to 12/)).toBeDefined();
    fake.claim.mockRejectedValueOnce(
      careError(409, 'SUB_ALREADY_EXISTS_FOR_IDENTITY', 'error.trial.subscription.exists'),
    );
    await user.clear(screen.getByLabelText(/Radio ID or VIN/));
    await user.type(screen.getByLabelText(/Radio ID or VIN/), 'ORBT0032');
    await user.click(screen.getByRole('button', { name: 'Activate My Trial' }));
    await waitFor(() => expect(app.location()).toBe('/error'));
    const ids = claim.mock.calls.map(([body]) => body.transactionId);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('reloads the offer for the province chosen in Canada', async () => {
    const { app, user, offers } = await open(
      `${SERVICE_LANE}?corpid=4100`,
      usedCarServer(),
      'care.orbitradio.ca',
    );
    await app.heading('Activate your free trial');
    await screen.findByText('All Access');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'QC');
    await waitFor(() =>
      expect(offers).toHaveBeenLastCalledWith({
        streaming: false,
        usedCarBrandingType: 'SLTC_SERVICE_LANE',
        locale: 'en-CA',
        province: 'QC',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'ON');
    await waitFor(() => expect(offers.mock.calls.at(-1)?.[0]).toMatchObject({ province: 'ON' }));
  });

  it('renders the same flow in the open layout behind enableSl2c', async () => {
    const fake = usedCarServer({ flags: { enableSl2c: true } });
    const { app } = await open(`${SERVICE_LANE}/new?corpid=4100`, fake);
    await app.heading('Activate your free trial');
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('open');
  });
});
