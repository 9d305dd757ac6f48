import {
  careInfoCollectionPrefillSchema,
  careInfoCollectionPublishResultSchema,
  INFO_COLLECTION_FIELDS,
  type InfoCollectionField,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { infoCollectionSubmissions } from '../../db/schema/index.ts';
import { parseMintArgs } from '../../scripts/mint-entry-token-cli.ts';
import {
  CA_HOST,
  type CareCaller,
  careCaller,
  careData,
  careError,
} from '../../testing/care-caller.ts';
import {
  type EntryTokenClaims,
  INFO_COLLECTION_PATH,
  mintEntryLink,
  signEntryToken,
} from '../identification/index.ts';

const PREFILL = '/services/account/token/branded-data-collection';
const PUBLISH = '/services/apigateway/branded-data-collection/publish';
const CHAT = { botId: 'orbit-care-bot', conversationId: 'cnv-42', userId: 'usr-7' };

type MintQuery = { fields?: string; accountNumber?: string; days?: string } & Partial<typeof CHAT>;

/** A link as the development endpoint mints it; answers its token. */
async function mint(caller: CareCaller, query: MintQuery = {}): Promise<string> {
  const search = new URLSearchParams({ type: 'BRANDED_DATA_COLLECTION', ...CHAT, ...query });
  const response = await caller.get(`/dev/entry-token?${search}`);
  expect(response.statusCode, response.body).toBe(200);
  const { token, path } = response.json() as { token: string; path: string };
  expect(path).toBe(`${INFO_COLLECTION_PATH}?token=${token}`);
  return token;
}

const prefill = (caller: CareCaller, token: string) =>
  caller.post(PREFILL, { token, tokenType: 'BRANDED_DATA_COLLECTION' });

const publish = (
  caller: CareCaller,
  token: string,
  answers: Partial<Record<string, string>>,
  chat: typeof CHAT = CHAT,
) =>
  caller.post(PUBLISH, {
    token,
    contextVariables: Object.entries(answers).map(([name, value]) => ({ name, value })),
    message: 'webrequest',
    ...chat,
  });

/** The last character of a base64url text changed to another one. */
/** Changes a character the signature's bytes depend on (a base64url string's last one may carry padding bits only). */
const flipSignature = (text: string) =>
  `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;

async function submissionsOf(caller: CareCaller, conversationId: string) {
  return caller.db
    .select()
    .from(infoCollectionSubmissions)
    .where(eq(infoCollectionSubmissions.conversationId, conversationId));
}

describe('POST /services/account/token/branded-data-collection', () => {
  it("answers the requested fields, the account's known values masked, and the chat ids", async () => {
    const caller = await careCaller();
    const token = await mint(caller, { fields: 'email,firstName,zip', accountNumber: '10000001' });
    const response = await prefill(caller, token);
    expect(response.headers['cache-control']).toContain('no-store');
    const data = careData(response, careInfoCollectionPrefillSchema);
    expect(data).toEqual({
      requestedFields: ['firstName', 'zip', 'email'],
      knownValues: {
        firstName: 'Jordan',
        lastName: 'R.',
        phone: '***-***-0101',
        state: 'TX',
        email: 'o******@orbitradio.test',
        accountNumber: '****0001',
      },
      accountNumber: '****0001',
      ...CHAT,
      expiresAt: new Date(caller.clock.now().getTime() + 30 * 86_400_000)
        .toISOString()
        .replace(/\.\d{3}Z$/, '.000Z'),
    });
  });

  it('asks for every field and knows nothing when the link names no account', async () => {
    const caller = await careCaller();
    const data = careData(
      await prefill(caller, await mint(caller)),
      careInfoCollectionPrefillSchema,
    );
    expect(data.requestedFields).toEqual([...INFO_COLLECTION_FIELDS]);
    expect(data.knownValues).toEqual({});
    expect(data.accountNumber).toBeNull();
  });

  it('refuses an altered, expired or foreign link with one answer, telling nothing more', async () => {
    const caller = await careCaller();
    const token = await mint(caller, { fields: 'email', days: '1' });
    const [version, payload, signature] = token.split('.');
    // A payload changed by hand (every field asked, another account) under the real signature.
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as object;
    const rewritten = Buffer.from(
      JSON.stringify({ ...claims, fld: [...INFO_COLLECTION_FIELDS], acct: '10000002' }),
    ).toString('base64url');
    const now = caller.clock.now();
    const sales = await signEntryToken(
      caller.db,
      { type: 'SALES_AUDIO', radioId: 'ORBN0001', expiresAt: new Date(now.getTime() + 86_400_000) },
      now,
    );
    const bodies = new Set<string>();
    for (const bad of [
      `${version}.${payload}.${flipSignature(signature ?? '')}`,
      `${version}.${rewritten}.${signature}`,
      `oet2.${payload}.${signature}`,
      sales,
      'not a token',
    ]) {
      const response = await prefill(caller, bad);
      careError(response, 400, 'INFO_COLLECTION_LINK_INVALID');
      bodies.add(response.body);
      careError(
        await publish(caller, bad, { email: 'a@b.co' }),
        400,
        'INFO_COLLECTION_LINK_INVALID',
      );
    }
    expect(bodies.size).toBe(1);

    // Good for a day, then refused from the second it expires.
    caller.clock.advanceSeconds(86_399);
    await caller.newSession();
    expect((await prefill(caller, token)).statusCode).toBe(200);
    caller.clock.advanceSeconds(1);
    careError(await prefill(caller, token), 400, 'INFO_COLLECTION_LINK_INVALID');
    careError(
      await publish(caller, token, { email: 'a@b.co' }),
      400,
      'INFO_COLLECTION_LINK_INVALID',
    );
  });

  it('is refused by identification/token, which opens only entry tokens', async () => {
    const caller = await careCaller();
    const token = await mint(caller);
    for (const tokenType of ['SALES_AUDIO', 'ACCOUNT'] as const) {
      careError(
        await caller.post('/services/identification/token', { token, tokenType }),
        400,
        'INVALID_TOKEN',
      );
    }
  });

  it('carries the largest link the format allows: every field, long chat ids, an account', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const long = 'x'.repeat(64);
    const claims: EntryTokenClaims = {
      type: 'BRANDED_DATA_COLLECTION',
      linkId: 'L'.repeat(32),
      requestedFields: [...INFO_COLLECTION_FIELDS],
      accountNumber: '1'.repeat(20),
      botId: long,
      conversationId: long,
      userId: long,
      expiresAt: new Date(now.getTime() + 86_400_000),
    };
    const token = await signEntryToken(caller.db, claims, now);
    const data = careData(await prefill(caller, token), careInfoCollectionPrefillSchema);
    expect(data).toMatchObject({ botId: long, accountNumber: '****1111', knownValues: {} });
  });
});

describe('POST /services/apigateway/branded-data-collection/publish', () => {
  it('keeps the answers, normalised, once per link', async () => {
    const caller = await careCaller();
    const chat = { ...CHAT, conversationId: 'cnv-publish' };
    const token = await mint(caller, {
      fields: 'firstName,phone,esn,dateOfBirth,accountNumber',
      accountNumber: '10000001',
      ...chat,
    });
    const answers = {
      firstName: ' Jordan ',
      phone: '512-555-0101',
      esn: 'orbt0004',
      dateOfBirth: '7/3',
      accountNumber: '10000001',
    };
    const response = await publish(caller, token, answers, chat);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(careData(response, careInfoCollectionPublishResultSchema)).toEqual({ submitted: true });
    const rows = await submissionsOf(caller, 'cnv-publish');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountNumber: '10000001',
      botId: chat.botId,
      userId: chat.userId,
      fields: {
        firstName: 'Jordan',
        phone: '5125550101',
        esn: 'ORBT0004',
        dateOfBirth: '07/03',
        accountNumber: '10000001',
      },
      submittedAt: caller.clock.now(),
    });

    careError(
      await publish(caller, token, answers, chat),
      409,
      'INFO_COLLECTION_ALREADY_SUBMITTED',
    );
    careError(await prefill(caller, token), 409, 'INFO_COLLECTION_ALREADY_SUBMITTED');
    expect(await submissionsOf(caller, 'cnv-publish')).toHaveLength(1);
  });

  it('names each field that breaks its rule, and stores nothing', async () => {
    const caller = await careCaller();
    const chat = { ...CHAT, conversationId: 'cnv-invalid' };
    const token = await mint(caller, { ...chat });
    const bad: Record<InfoCollectionField, string> = {
      firstName: 'Jordan2',
      lastName: 'CVV 123',
      phone: '555-12',
      streetAddress: '4111 1111 1111 1111',
      city: 'A',
      state: 'QC',
      zip: '1234',
      email: 'jordan@example',
      esn: '1LMNA2AR1RA000004',
      accountNumber: 'ABC-1',
      dateOfBirth: '31/04',
    };
    const refused = careError(await publish(caller, token, bad, chat), 400, 'INVALID_PAYLOAD');
    expect(
      Object.fromEntries(refused.fieldErrors.map((error) => [error.fieldName, error.errorCode])),
    ).toEqual({
      firstName: 'INVALID',
      lastName: 'CARD_DATA_NOT_ALLOWED',
      phone: 'INVALID',
      streetAddress: 'CARD_DATA_NOT_ALLOWED',
      city: 'TOO_SHORT',
      state: 'INVALID',
      zip: 'INVALID',
      email: 'INVALID',
      esn: 'CHECK_DIGIT',
      accountNumber: 'INVALID',
      dateOfBirth: 'INVALID',
    });
    expect(await submissionsOf(caller, 'cnv-invalid')).toEqual([]);
  });

  it('requires every requested field and refuses any other, or an unknown or repeated name', async () => {
    const caller = await careCaller();
    const chat = { ...CHAT, conversationId: 'cnv-fields' };
    const token = await mint(caller, { fields: 'email,zip', ...chat });
    const refused = careError(
      await caller.post(PUBLISH, {
        token,
        contextVariables: [
          { name: 'email', value: 'jordan@example.com' },
          { name: 'email', value: 'other@example.com' },
          { name: 'firstName', value: 'Jordan' },
          { name: 'favouriteColour', value: 'blue' },
        ],
        message: 'webrequest',
        ...chat,
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(refused.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fieldName: 'email', errorCode: 'INVALID' }),
        expect.objectContaining({ fieldName: 'favouriteColour', errorCode: 'UNKNOWN_FIELD' }),
        expect.objectContaining({ fieldName: 'firstName', errorCode: 'UNKNOWN_FIELD' }),
        expect.objectContaining({ fieldName: 'zip', errorCode: 'REQUIRED' }),
      ]),
    );
    expect(refused.fieldErrors).toHaveLength(4);
    // The link still works once the answers are right.
    const ok = await publish(caller, token, { email: 'jordan@example.com', zip: '78701' }, chat);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("checks the host market's rules: a Canadian postal code and province", async () => {
    const caller = await careCaller({ host: CA_HOST });
    const chat = { ...CHAT, conversationId: 'cnv-canada' };
    const token = await mint(caller, { fields: 'firstName,state,zip', ...chat });
    const ok = await publish(
      caller,
      token,
      { firstName: 'Élise', state: 'QC', zip: 'H2X 1Y4' },
      chat,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await submissionsOf(caller, 'cnv-canada');
    expect(row?.fields).toEqual({ firstName: 'Élise', state: 'QC', zip: 'H2X 1Y4' });
  });

  it('refuses answers sent with the ids of another chat', async () => {
    const caller = await careCaller();
    const chat = { ...CHAT, conversationId: 'cnv-mismatch' };
    const token = await mint(caller, { fields: 'email', ...chat });
    for (const other of [
      { ...chat, botId: 'another-bot' },
      { ...chat, conversationId: 'cnv-other' },
      { ...chat, userId: 'usr-other' },
    ]) {
      careError(
        await publish(caller, token, { email: 'jordan@example.com' }, other),
        400,
        'INFO_COLLECTION_CONVERSATION_MISMATCH',
      );
    }
    expect(await submissionsOf(caller, 'cnv-mismatch')).toEqual([]);
    expect(await submissionsOf(caller, 'cnv-other')).toEqual([]);
  });

  it("refuses a body that is not the form's", async () => {
    const caller = await careCaller();
    const token = await mint(caller, { fields: 'email' });
    const refused = careError(
      await caller.post(PUBLISH, {
        token,
        contextVariables: [{ name: 'email', value: 'a@b.co' }],
        message: 'chat',
        ...CHAT,
        botId: 'has spaces',
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(refused.fieldErrors.map((error) => error.fieldName).sort()).toEqual([
      'botId',
      'message',
    ]);
  });
});

describe('minting a data-collection link', () => {
  it('reads the command line options', () => {
    expect(
      parseMintArgs([
        '--type',
        'branded_data_collection',
        '--fields',
        'email,zip',
        '--account',
        '10000001',
        '--bot',
        'b',
        '--conversation',
        'c',
        '--user',
        'u',
      ]),
    ).toMatchObject({
      type: 'BRANDED_DATA_COLLECTION',
      fields: 'email,zip',
      accountNumber: '10000001',
      botId: 'b',
      conversationId: 'c',
      userId: 'u',
      days: 30,
    });
  });

  it('refuses unknown fields and accounts, and makes up chat ids for a demo', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    await expect(
      mintEntryLink(
        caller.db,
        { type: 'BRANDED_DATA_COLLECTION', fields: 'email,shoeSize', days: 1 },
        now,
      ),
    ).rejects.toThrow(/Unknown fields shoeSize/);
    await expect(
      mintEntryLink(
        caller.db,
        { type: 'BRANDED_DATA_COLLECTION', accountNumber: '99999999', days: 1 },
        now,
      ),
    ).rejects.toThrow(/No account 99999999/);
    const link = await mintEntryLink(caller.db, { type: 'BRANDED_DATA_COLLECTION', days: 1 }, now);
    const data = careData(await prefill(caller, link.token), careInfoCollectionPrefillSchema);
    expect(data.botId).toBe('orbit-care-bot');
    expect(data.conversationId).toMatch(/^cnv-[0-9a-f]{12}$/);
    expect(data.userId).toMatch(/^usr-[0-9a-f]{12}$/);
  });
});
