import { isDeepStrictEqual } from 'node:util';
import { careAccountSchema, careOffersResultSchema, careSuccessSchema } from '@orbit/domain';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { buildApp } from '../app.ts';
import { commandDirectory, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { compiledSerializerOf } from '../platform/http/response-serializer.ts';

/**
 * What writing an answer costs, zod (encode, then JSON.stringify) against the compiled serializer,
 * on the real offers and account answers of the database in DATA_DIR (ADR 084). Both are timed
 * in alternating rounds in this one process, so a busy machine slows both alike.
 * `DATA_DIR=… npx tsx src/scripts/serializer-cost.ts`
 */
const ROUNDS = 6;
const PER_ROUND = 2_000;

async function answersToWrite() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, commandDirectory());
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });
  const host = 'care.orbitradio.com';
  const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0] ?? '';
  const envInfo = await app.inject({ url: '/services/utility/env-info', headers: { host } });
  let cookie = cookieOf(envInfo.headers['set-cookie']);
  await app.inject({
    method: 'POST',
    url: '/services/authenticate/validate-login',
    headers: { host, cookie },
    payload: {},
  });
  const offers = await app.inject({
    method: 'POST',
    url: '/services/offers',
    headers: { host, cookie },
    payload: { streaming: true },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/services/authenticate/login',
    headers: { host, cookie },
    payload: {
      token: { username: 'orbitowner1', password: 'Nebula-Drift-77' },
      keepMeSignedIn: false,
    },
  });
  cookie = cookieOf(login.headers['set-cookie']);
  const account = await app.inject({
    method: 'POST',
    url: '/services/account',
    headers: { host, cookie },
    payload: {},
  });
  await app.close();
  await database.close();
  return [
    { name: 'offers', schema: careSuccessSchema(careOffersResultSchema), answer: offers.json() },
    {
      name: 'account',
      schema: careSuccessSchema(z.nullable(careAccountSchema)),
      answer: account.json(),
    },
  ] as { name: string; schema: $ZodType; answer: unknown }[];
}

function cpuMicrosPerAnswer(write: () => string): number {
  const start = process.cpuUsage();
  for (let i = 0; i < PER_ROUND; i += 1) write();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / PER_ROUND;
}

for (const { name, schema, answer } of await answersToWrite()) {
  const compiled = compiledSerializerOf({ schema, method: 'POST', url: name, httpStatus: '200' });
  const viaZod = () => JSON.stringify(z.encode(schema, answer as never));
  // The same JSON (fast-json-stringify writes optional keys after the required ones).
  if (!isDeepStrictEqual(JSON.parse(compiled(answer)), JSON.parse(viaZod()))) {
    throw new Error(`${name}: the two serializers disagree`);
  }
  const zodTimes: number[] = [];
  const compiledTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    zodTimes.push(cpuMicrosPerAnswer(viaZod));
    compiledTimes.push(cpuMicrosPerAnswer(() => compiled(answer)));
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const bytes = viaZod().length;
  console.info(
    `${name} (${bytes} bytes): zod ${median(zodTimes).toFixed(1)} µs, compiled ${median(compiledTimes).toFixed(1)} µs of CPU per answer`,
  );
}
