import { LOCALES } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
import { devicesCatalog } from './index.ts';

describe('devices messages', () => {
  it('name the lead, submit and success of every kind of code', () => {
    const ids = ['tv', 'speaker'].flatMap((kind) =>
      ['lead', 'submit', 'success.title', 'success.body'].map(
        (part) => `deviceCode.${kind}.${part}`,
      ),
    );
    for (const locale of LOCALES) {
      for (const id of ids)
        expect(preloadedMessages(devicesCatalog, locale)[id], `${locale} ${id}`).toBeTruthy();
    }
  });
});
