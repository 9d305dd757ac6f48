import { parse } from '@formatjs/icu-messageformat-parser';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_FILE,
  precompileMessageModule,
} from '../../../vite-plugins/precompile-messages.ts';

const compile = (code: string) => precompileMessageModule(code, parseAst(code));

describe('build-time message precompilation', () => {
  it('turns each message string into its ICU AST and keeps keys and spreads', () => {
    const code = [
      "import { messages as enUS } from './en-US.ts';",
      'export const messages = {',
      '  ...enUS,',
      "  'app.pageTitle': '{page} | Orbit Radio',",
      '  "route.x.title": `Plain text`,',
      '};',
    ].join('\n');
    const out = compile(code);
    expect(out).toContain('...enUS');
    expect(out).toContain(`'app.pageTitle': ${JSON.stringify(parse('{page} | Orbit Radio'))}`);
    expect(out).toContain(`"route.x.title": ${JSON.stringify(parse('Plain text'))}`);
    // The result is still a valid module.
    expect(() => parseAst(out)).not.toThrow();
  });

  it('applies to message files only', () => {
    expect(MESSAGE_FILE.test('/app/src/features/session/messages/fr-CA.ts')).toBe(true);
    expect(MESSAGE_FILE.test('/app/src/app/messages/en-US.ts')).toBe(true);
    expect(MESSAGE_FILE.test('/app/src/app/messages/index.ts')).toBe(false);
    expect(MESSAGE_FILE.test('/app/src/shared/i18n/catalog.ts')).toBe(false);
  });

  it('fails the build on a broken message instead of shipping it', () => {
    expect(() => compile("export const messages = { a: 'Hello {name' };")).toThrow();
  });
});
