import {
  acceptTermsResponseSchema,
  currentTermsSchema,
  serviceErrorBodySchema,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities } from '../../db/schema/index.ts';
import { freshClock, insertIdentity } from '../../testing/identities.ts';
import { bearer, signIn, startAnonymousSession } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const ACCEPT_TERMS = '/client-orchestration/v1/accept-terms';
const PROFILE = '/profile/v1/profile';
const TERMS = '/client-orchestration/v1/terms';
/** LEGAL_DOCUMENT_VERSION's default: the version published now. */
const CURRENT = '2026-01';

const agreement = (
  consentType: string,
  countryCode: 'US' | 'CA',
  language: string,
  extra: Record<string, string> = {},
) => ({ consentType, countryCode, version: CURRENT, language, ...extra });

async function setUp(handle: string, country: 'us' | 'ca' = 'us') {
  const testApp = await createTestApp({ clock: freshClock() });
  const identity = await insertIdentity(testApp, { handle, country });
  const { session } = await signIn(testApp, identity.id);
  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    testApp.app.inject({ method, url, headers: bearer(session), payload });
  const stored = async () => {
    const [row] = await testApp.db.select().from(identities).where(eq(identities.id, identity.id));
    return row;
  };
  return { ...testApp, identity, send, stored };
}

function accepted(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return acceptTermsResponseSchema.parse(response.json()).privacyAgreements;
}

describe('client-orchestration/v1 accept-terms', () => {
  it('records the four US agreements with platform Web and app version 1.0, once', async () => {
    const { send, clock, stored, config } = await setUp('terms.us@orbitradio.test');
    const all = [
      'OFFER_AND_RENEWAL_TERMS',
      'CUSTOMER_AGREEMENT',
      'PRIVACY_POLICY',
      'MARKETING_OFFERS',
    ];
    const body = { privacyAgreements: all.map((type) => agreement(type, 'US', 'en-US')) };
    const first = accepted(await send('POST', ACCEPT_TERMS, body));
    expect(first.map((a) => a.documentId)).toEqual(all.map((type) => `${type}.US`));
    expect(first.every((a) => a.platform === 'Web' && a.appVersion === '1.0')).toBe(true);

    clock.advanceSeconds(60);
    const again = accepted(await send('POST', ACCEPT_TERMS, body));
    expect(again).toEqual(first);
    expect((await stored())?.privacyAgreements).toHaveLength(4);

    // The marketing site publishes new documents (the server restarted with a newer
    // LEGAL_DOCUMENT_VERSION): agreeing to them is a new acceptance, the earlier ones are kept.
    config.legalDocumentVersion = '2026-02';
    const newer = { ...agreement('PRIVACY_POLICY', 'US', 'en-US'), version: '2026-02' };
    const after = accepted(await send('POST', ACCEPT_TERMS, { privacyAgreements: [newer] }));
    expect(after).toHaveLength(5);
    expect(after.at(-1)).toMatchObject({ documentId: 'PRIVACY_POLICY.US', version: '2026-02' });
  });

  it('tells any session the version published now, and refuses an agreement to another: 409 TERMS_VERSION_OUT_OF_DATE', async () => {
    const { app, send, stored } = await setUp('terms.version@orbitradio.test');
    const { session } = await startAnonymousSession(app);
    const terms = await app.inject({ method: 'GET', url: TERMS, headers: bearer(session) });
    expect(terms.statusCode, terms.body).toBe(200);
    expect(currentTermsSchema.parse(terms.json())).toEqual({ version: CURRENT });

    for (const version of ['2025-07', '2027-01']) {
      const refused = await send('POST', ACCEPT_TERMS, {
        privacyAgreements: [
          agreement('OFFER_AND_RENEWAL_TERMS', 'US', 'en-US'),
          { ...agreement('PRIVACY_POLICY', 'US', 'en-US'), version },
        ],
      });
      expect(refused.statusCode, version).toBe(409);
      const error = serviceErrorBodySchema.parse(refused.json());
      expect(error).toMatchObject({
        code: 'TERMS_VERSION_OUT_OF_DATE',
        extras: { currentVersion: CURRENT },
      });
      expect(error.invalidFields.map((field) => field.fieldName)).toEqual([
        'privacyAgreements.1.version',
      ]);
    }
    // Not even the agreement to the current version was recorded.
    expect((await stored())?.privacyAgreements).toEqual([]);
  });

  it('takes Canada’s two consent types and refuses the US-only ones, recording nothing', async () => {
    const { send, stored } = await setUp('terms.ca@orbitradio.test', 'ca');
    const refused = await send('POST', ACCEPT_TERMS, {
      privacyAgreements: [
        agreement('OFFER_AND_RENEWAL_TERMS', 'CA', 'en-CA'),
        agreement('CUSTOMER_AGREEMENT', 'CA', 'en-CA'),
        agreement('PRIVACY_POLICY', 'CA', 'fr-CA'),
      ],
    });
    expect(refused.statusCode).toBe(400);
    const error = serviceErrorBodySchema.parse(refused.json());
    expect(error.code).toBe('INVALID_PAYLOAD');
    expect(error.invalidFields.map((field) => field.fieldName)).toEqual([
      'privacyAgreements.1.consentType',
      'privacyAgreements.2.consentType',
    ]);
    expect((await stored())?.privacyAgreements).toEqual([]);

    const ok = accepted(
      await send('POST', ACCEPT_TERMS, {
        privacyAgreements: [
          agreement('OFFER_AND_RENEWAL_TERMS', 'CA', 'en-CA', { regionCode: 'ON' }),
          agreement('MARKETING_OFFERS', 'CA', 'fr-CA'),
        ],
      }),
    );
    expect(ok.map((a) => a.documentId)).toEqual([
      'OFFER_AND_RENEWAL_TERMS.CA',
      'MARKETING_OFFERS.CA',
    ]);
  });

  it('gives Quebec’s documents their locale suffix', async () => {
    const { send } = await setUp('terms.qc@orbitradio.test', 'ca');
    const quebec = accepted(
      await send('POST', ACCEPT_TERMS, {
        privacyAgreements: [
          agreement('OFFER_AND_RENEWAL_TERMS', 'CA', 'fr-CA', { regionCode: 'QC' }),
          agreement('MARKETING_OFFERS', 'CA', 'en-CA', { regionCode: 'qc' }),
        ],
      }),
    );
    expect(quebec.map((a) => a.documentId)).toEqual([
      'OFFER_AND_RENEWAL_TERMS.CA.fr-CA',
      'MARKETING_OFFERS.CA.en-CA',
    ]);
  });

  it('refuses a language not of the country, a province outside Canada, and another platform', async () => {
    const { send } = await setUp('terms.refused@orbitradio.test');
    for (const wrong of [
      agreement('OFFER_AND_RENEWAL_TERMS', 'US', 'fr-CA'),
      agreement('OFFER_AND_RENEWAL_TERMS', 'US', 'en-US', { regionCode: 'QC' }),
      agreement('OFFER_AND_RENEWAL_TERMS', 'US', 'en-US', { platform: 'iOS' }),
      agreement('COOKIES', 'US', 'en-US'),
    ]) {
      const response = await send('POST', ACCEPT_TERMS, { privacyAgreements: [wrong] });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(serviceErrorBodySchema.parse(response.json()).code).toBe('INVALID_PAYLOAD');
    }
  });

  it('records two calls at once, both of them', async () => {
    const { send, stored } = await setUp('terms.race@orbitradio.test');
    const answers = await Promise.all(
      ['CUSTOMER_AGREEMENT', 'PRIVACY_POLICY'].map((type) =>
        send('POST', ACCEPT_TERMS, { privacyAgreements: [agreement(type, 'US', 'en-US')] }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const documents = (await stored())?.privacyAgreements.map((a) => a.documentId).sort();
    expect(documents).toEqual(['CUSTOMER_AGREEMENT.US', 'PRIVACY_POLICY.US']);
  });

  it('refuses an anonymous session', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const { session } = await startAnonymousSession(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: ACCEPT_TERMS,
      headers: bearer(session),
      payload: { privacyAgreements: [agreement('OFFER_AND_RENEWAL_TERMS', 'US', 'en-US')] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('updateAccount (PATCH profile/v1/profile) with privacyAgreements', () => {
  it('records them as accept-terms does, and refuses the whole patch for one a country lacks or an out-of-date version', async () => {
    const { send, stored } = await setUp('terms.profile@orbitradio.test', 'ca');
    const refused = await send('PATCH', PROFILE, {
      firstName: 'Léa',
      privacyAgreements: [agreement('PRIVACY_POLICY', 'CA', 'fr-CA')],
    });
    expect(refused.statusCode).toBe(400);
    expect((await stored())?.firstName).toBeNull();
    const outOfDate = await send('PATCH', PROFILE, {
      firstName: 'Léa',
      privacyAgreements: [
        { ...agreement('OFFER_AND_RENEWAL_TERMS', 'CA', 'fr-CA'), version: '2025-07' },
      ],
    });
    expect(outOfDate.statusCode).toBe(409);
    expect(serviceErrorBodySchema.parse(outOfDate.json()).code).toBe('TERMS_VERSION_OUT_OF_DATE');
    expect((await stored())?.firstName).toBeNull();

    const patched = await send('PATCH', PROFILE, {
      firstName: 'Léa',
      privacyAgreements: [
        agreement('OFFER_AND_RENEWAL_TERMS', 'CA', 'fr-CA', { regionCode: 'QC' }),
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const row = await stored();
    expect(row?.firstName).toBe('Léa');
    expect(row?.privacyAgreements).toMatchObject([
      { consentType: 'OFFER_AND_RENEWAL_TERMS', documentId: 'OFFER_AND_RENEWAL_TERMS.CA.fr-CA' },
    ]);
  });
});
