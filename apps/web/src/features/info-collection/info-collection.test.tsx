import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  careError,
  careOk,
  createFakeServer,
  type FakeServer,
  json,
} from '../../testing/fake-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const PREFILL = '/services/account/token/branded-data-collection';
const PUBLISH = '/services/apigateway/branded-data-collection/publish';
const TOKEN = 'oet1.payload.signature';
const CHAT = { botId: 'orbit-care-bot', conversationId: 'cnv-42', userId: 'usr-7' };

function prefill(requestedFields: string[], knownValues: Record<string, string> = {}) {
  return careOk({
    requestedFields,
    knownValues,
    accountNumber: '****0001',
    ...CHAT,
    expiresAt: '2026-05-01T00:00:00.000Z',
  });
}

function serverWith(requestedFields: string[], knownValues: Record<string, string> = {}) {
  const server = createFakeServer();
  server.on(`POST ${PREFILL}`, () => prefill(requestedFields, knownValues));
  server.on(`POST ${PUBLISH}`, () => careOk({ submitted: true }));
  return server;
}

const open = (server: FakeServer, options: { url?: string; host?: string } = {}) =>
  renderApp({ url: options.url ?? `/account/info-collection?token=${TOKEN}`, server, ...options });

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/account/info-collection', () => {
  it('enables only the requested fields and shows what is known in the others', async () => {
    const server = serverWith(['email', 'zip'], {
      firstName: 'Jordan',
      lastName: 'R.',
      phone: '***-***-0101',
      state: 'TX',
    });
    const app = open(server);
    await app.heading('Complete your account details');
    await screen.findByLabelText('Email');
    expect(server.requestsTo(PREFILL)[0]?.body).toEqual({
      token: TOKEN,
      tokenType: 'BRANDED_DATA_COLLECTION',
    });
    expect(input('Email').disabled).toBe(false);
    expect(input('Email').required).toBe(true);
    expect(input('ZIP code').disabled).toBe(false);
    expect(input('First name')).toMatchObject({ disabled: true, value: 'Jordan' });
    expect(input('Phone number')).toMatchObject({ disabled: true, value: '***-***-0101' });
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('TX');
    expect(input('Radio ID or VIN')).toMatchObject({ disabled: true, value: '' });
    expect(screen.getAllByText('Not needed now')).toHaveLength(9);
  });

  it('checks each requested field with its rule before sending', async () => {
    const server = serverWith(['firstName', 'phone', 'esn', 'dateOfBirth', 'zip']);
    const app = open(server);
    await app.heading('Complete your account details');
    await screen.findByLabelText('First name');
    const user = userEvent.setup();
    await user.type(input('First name'), 'Jordan2');
    await user.type(input('Phone number'), '51255');
    await user.type(input('Radio ID or VIN'), '1lmna2ar1ra000004');
    await user.type(input('Date of birth (day and month)'), '31/04');
    await user.click(screen.getByRole('button', { name: 'Send my details' }));

    expect(await screen.findByText('Use letters only, up to 50.')).toBeDefined();
    expect(screen.getByText('Enter a 10-digit phone number.')).toBeDefined();
    expect(
      screen.getByText('That VIN isn’t valid. Check each character against your registration.'),
    ).toBeDefined();
    expect(screen.getByText('Enter a real day and month as DD/MM, like 07/03.')).toBeDefined();
    expect(screen.getByText('Enter your ZIP code.')).toBeDefined();
    expect(input('Phone number').value).toBe('512-55');
    expect(input('Radio ID or VIN').value).toBe('1LMNA2AR1RA000004');
    await waitFor(() => expect(document.activeElement).toBe(input('First name')));
    expect(server.requestsTo(PUBLISH)).toHaveLength(0);
    const errors = app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? [];
    expect(errors.map((error) => error.errorName)).toEqual([
      'infoCollection.firstName',
      'infoCollection.phone',
      'infoCollection.zip',
      'infoCollection.esn',
      'infoCollection.dateOfBirth',
    ]);
  });

  it('sends the answers with the chat ids, then confirms', async () => {
    const server = serverWith(['firstName', 'phone', 'dateOfBirth']);
    const app = open(server);
    await app.heading('Complete your account details');
    await screen.findByLabelText('First name');
    const user = userEvent.setup();
    await user.type(input('First name'), 'Jordan');
    await user.type(input('Phone number'), '5125550101');
    await user.type(input('Date of birth (day and month)'), '7/3');
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText('Thank you')).toBeDefined();
    expect(server.requestsTo(PUBLISH)[0]?.body).toEqual({
      token: TOKEN,
      contextVariables: [
        { name: 'firstName', value: 'Jordan' },
        { name: 'phone', value: '5125550101' },
        { name: 'dateOfBirth', value: '07/03' },
      ],
      message: 'webrequest',
      ...CHAT,
    });
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'BRANDED_DATA_COLLECTION',
      componentName: 'confirmation',
    });
  });

  it("uses Canada's rules and words on a Canadian host", async () => {
    const server = serverWith(['lastName', 'state', 'zip']);
    const app = open(server, {
      url: `/account/info-collection?token=${TOKEN}&langpref=fr-CA`,
      host: 'care.orbitradio.ca',
    });
    await app.heading('Complétez les renseignements de votre compte');
    // The page's title comes first; the form once the link's prefill has arrived.
    await screen.findByLabelText('Nom de famille');
    const user = userEvent.setup();
    await user.type(input('Nom de famille'), 'Côté-Roy');
    await user.selectOptions(screen.getByLabelText('Province ou territoire'), 'QC');
    await user.type(input('Code postal'), 'h2x 1y4');
    expect(input('Code postal').value).toBe('H2X 1Y4');
    await user.click(screen.getByRole('button', { name: 'Envoyer mes renseignements' }));
    expect(await screen.findByText('Merci')).toBeDefined();
    expect(server.requestsTo(PUBLISH)[0]?.body).toMatchObject({
      contextVariables: [
        { name: 'lastName', value: 'Côté-Roy' },
        { name: 'state', value: 'QC' },
        { name: 'zip', value: 'H2X 1Y4' },
      ],
    });
  });

  it('shows the field errors the server gives', async () => {
    const server = serverWith(['email']);
    server.on(`POST ${PUBLISH}`, () =>
      json(
        {
          error: {
            errorType: 'BUSINESS',
            errorCode: 'INVALID_PAYLOAD',
            errorPropKey: 'error.common.invalid.payload',
            fieldErrors: [{ errorCode: 'INVALID', fieldName: 'email' }],
          },
        },
        400,
      ),
    );
    const app = open(server);
    await app.heading('Complete your account details');
    await screen.findByLabelText('Email');
    const user = userEvent.setup();
    await user.type(input('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText('Enter an email like name@example.com.')).toBeDefined();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the link is not valid when it is altered or expired', async () => {
    const server = createFakeServer();
    server.on(`POST ${PREFILL}`, () =>
      careError(400, 'INFO_COLLECTION_LINK_INVALID', 'error.code.info.collection.link.invalid'),
    );
    const app = open(server);
    await app.heading('Complete your account details');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
    expect(app.location()).toBe(`/account/info-collection?token=${TOKEN}`);
  });

  it('says the link is not valid when it has no token, without asking the server', async () => {
    const server = createFakeServer();
    const app = open(server, { url: '/account/info-collection' });
    await app.heading('Complete your account details');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
    expect(server.requestsTo(PREFILL)).toHaveLength(0);
  });

  const answered = () =>
    careError(
      409,
      'INFO_COLLECTION_ALREADY_SUBMITTED',
      'error.code.info.collection.already.submitted',
    );

  it('says the form was already sent when it is opened again', async () => {
    const server = createFakeServer();
    server.on(`POST ${PREFILL}`, answered);
    const app = open(server);
    await app.heading('Complete your account details');
    expect(await screen.findByText('You’ve already sent your details')).toBeDefined();
  });

  it('says the form was already sent when it is sent twice', async () => {
    const server = serverWith(['email']);
    server.on(`POST ${PUBLISH}`, answered);
    const app = open(server);
    await app.heading('Complete your account details');
    const user = userEvent.setup();
    await user.type(input('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText('You’ve already sent your details')).toBeDefined();
  });

  it('goes to /error when the server fails', async () => {
    const server = createFakeServer();
    server.on(`POST ${PREFILL}`, () =>
      careError(503, 'SERVICE_UNAVAILABLE', 'error.common.system'),
    );
    const app = open(server);
    await waitFor(() => expect(app.location()).toBe('/error'));
  });
});
