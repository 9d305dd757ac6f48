import { describe, expect, it } from 'vitest';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

describe('account-linking messages', () => {
  it('are all written in French for fr-CA, none left in English', () => {
    const untranslated = Object.entries(enUS)
      .filter(([id, text]) => frCA[id as keyof typeof enUS] === text)
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('name the partner in every consent sentence about it', () => {
    for (const catalog of [enUS, frCA]) {
      for (const id of ['consent.asking', 'consent.scopesTitle', 'consent.notShared'] as const) {
        expect(catalog[id], id).toContain('{partner}');
      }
    }
  });
});
