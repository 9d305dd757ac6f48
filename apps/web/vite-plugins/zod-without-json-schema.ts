import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The modules of zod's JSON-Schema generator, as classic zod's schemas import them. */
const PROCESSORS = '../core/json-schema-processors.js';
const GENERATOR = '../core/to-json-schema.js';
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const STUB_PROCESSORS = '\0orbit:zod-json-schema-processors';
const STUB_GENERATOR = '\0orbit:zod-to-json-schema';
/** Zod's English issue texts, which classic zod's schemas register as the default locale. */
const ENGLISH = '../locales/en.js';
const STUB_ENGLISH = '\0orbit:zod-no-locale';

const UNAVAILABLE =
  "const unavailable = () => { throw new Error('JSON Schema is not generated in the browser (ADR 082).'); };";

/**
 * Build only: classic zod wires its JSON-Schema generator into every schema (`toJSONSchema()`,
 * Standard Schema's `jsonSchema`), so any page with a classic schema carried ~5 KB gzip of code the
 * browser never runs; the server makes the OpenAPI document, not the web app. The generator's
 * functions become ones that throw; `aggregateChecks` (what `schema.minLength` and its kin read)
 * stays the real one.
 *
 * It also keeps zod's English issue texts out of classic zod's schemas (1.1 KB gzip on every page
 * with a classic schema): the app fetches them once, after it starts (`run-app.ts`), for the logs;
 * the screens show the app's own words, found from the code and the domain's field codes
 * (`fieldCodesOf`), never zod's text. An issue made before they arrive names its code and path.
 * Tests and development keep zod whole.
 */
export function zodWithoutJsonSchema(): Plugin {
  let processorsFile: string | undefined;
  return {
    name: 'orbit:zod-without-json-schema',
    apply: 'build',
    // A transform, not a resolver: it works from `build.rollupOptions.plugins`, after Vite's own
    // resolver has run.
    transform(code, id) {
      if (!CLASSIC_SCHEMAS.test(id)) return null;
      processorsFile = join(dirname(id), PROCESSORS);
      const out = code
        .replace(`"${PROCESSORS}"`, JSON.stringify(STUB_PROCESSORS))
        .replace(`"${GENERATOR}"`, JSON.stringify(STUB_GENERATOR))
        .replace(`"${ENGLISH}"`, JSON.stringify(STUB_ENGLISH));
      if (out === code || !out.includes(JSON.stringify(STUB_ENGLISH))) {
        this.error('zod changed how its schemas import the JSON-Schema generator or its locale.');
      }
      return { code: out, map: null };
    },
    resolveId: (source) =>
      source === STUB_PROCESSORS || source === STUB_GENERATOR || source === STUB_ENGLISH
        ? source
        : null,
    load(id) {
      // A locale with no texts, so the one `run-app.ts` sets is the one in force.
      if (id === STUB_ENGLISH) return 'export default () => ({});';
      if (id === STUB_GENERATOR) {
        return [
          UNAVAILABLE,
          'export const createToJSONSchemaMethod = () => unavailable;',
          'export const createStandardJSONSchemaMethod = () => unavailable;',
        ].join('\n');
      }
      if (id !== STUB_PROCESSORS) return null;
      const real =
        processorsFile ??
        createRequire(import.meta.url).resolve(`zod/v4/core/json-schema-processors.js`);
      // Every processor the real module exports, so a new zod version's names keep resolving.
      const names = [
        ...readFileSync(real, 'utf8').matchAll(/^export const (\w+Processor) =/gm),
      ].map((match) => match[1]);
      return [
        UNAVAILABLE,
        `export { aggregateChecks } from ${JSON.stringify(real)};`,
        ...names.map((name) => `export const ${name} = unavailable;`),
      ].join('\n');
    },
  };
}
