import { describe, expect, it } from 'vitest';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

describe('devices and sign-ins messages', () => {
  it('are all written in French for fr-CA, none left in English', () => {
    const untranslated = Object.entries(enUS)
      .filter(([id, text]) => frCA[id as keyof typeof enUS] === text)
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('name what stops working in every confirmation', () => {
    for (const catalog of [enUS, frCA]) {
      for (const kind of ['device', 'service', 'passkey', 'browser'] as const) {
        expect(catalog[`signIns.${kind}.title`], kind).toContain('{name}');
        expect(catalog[`signIns.${kind}.body`], kind).toContain('{name}');
      }
    }
  });
});
