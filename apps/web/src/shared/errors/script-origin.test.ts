import { describe, expect, it } from 'vitest';
import { isOwnScriptError } from './script-origin.ts';

const ORIGIN = 'https://care.orbitradio.com';

describe('isOwnScriptError', () => {
  it.each([
    [{ filename: `${ORIGIN}/assets/index-1.js` }, true],
    [{ filename: 'https://tags.example.net/gtm.js' }, false],
    [{ filename: 'chrome-extension://abc/content.js' }, false],
    [{ filename: '' }, false],
    [{}, false],
    [{ stack: `TypeError: x\n    at f (${ORIGIN}/assets/index-1.js:1:2)` }, true],
    [{ stack: `f@${ORIGIN}/assets/index-1.js:1:2` }, true],
    [
      {
        stack: `TypeError: x\n    at g (https://cdn.example/lib.js:3:4)\n    at f (${ORIGIN}/assets/a.js:1:2)`,
      },
      false,
    ],
    [{ stack: 'TypeError: x\n    at <anonymous>' }, false],
  ])('%j → %s', (source, own) => {
    expect(isOwnScriptError(source, ORIGIN)).toBe(own);
  });
});
