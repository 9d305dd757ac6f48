import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';

const CA_HOST = 'can.localhost';
const US_HOST = 'care.orbitradio.com';

describe('languages (spec 000 §2, §5, §9)', () => {
  it('shows French on a Canadian host asked for langpref=FR-ca, whatever the case of key and value', async () => {
    const app = renderApp({ host: CA_HOST, url: '/account/pay?LangPref=FR-ca' });
    await app.settled();

    await app.heading('Effectuer un paiement');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.title).toBe('Effectuer un paiement | Orbit Radio');
    expect(screen.getByRole('link', { name: 'Aide' })).toBeTruthy();
  });

  it('accepts a bare language (langpref=fr) on a Canadian host, the region being the country', async () => {
    const app = renderApp({ host: CA_HOST, url: '/account?langpref=fr' });
    await app.settled();
    await app.heading('Votre compte');
  });

  it('starts a Canadian visit in en-CA and toggles to French and back from the header', async () => {
    const user = userEvent.setup();
    const app = renderApp({ host: CA_HOST, url: '/account' });
    await app.settled();
    await app.heading('Your account');
    expect(document.documentElement.lang).toBe('en-CA');

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: /français/i }));
    await app.heading('Votre compte');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(app.analyticsTarget.digitalData?.customerInfo.language).toBe('fr-CA');

    await user.click(within(header).getByRole('button', { name: /english/i }));
    await app.heading('Your account');
    expect(document.documentElement.lang).toBe('en-CA');
  });

  it('ignores fr-CA on a US host and offers no toggle', async () => {
    const app = renderApp({ host: US_HOST, url: '/account?langpref=fr-CA' });
    await app.settled();

    await app.heading('Your account');
    expect(document.documentElement.lang).toBe('en-US');
    expect(within(screen.getByRole('banner')).queryByRole('button')).toBeNull();
  });

  it('falls back to the country default for a malformed or unknown langpref', async () => {
    const app = renderApp({ host: CA_HOST, url: '/account?langpref=de-DE' });
    await app.settled();
    await app.heading('Your account');
    expect(document.documentElement.lang).toBe('en-CA');
  });
});
