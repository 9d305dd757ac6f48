import { describe, expect, it, vi } from 'vitest';
import { startOver } from './start-over.ts';

function navigator() {
  return { assign: vi.fn(), reload: vi.fn() };
}

describe('Start over (flows §9.1)', () => {
  it('goes back to redirectUrl when it is one of our domains', () => {
    const nav = navigator();
    startOver('?redirectUrl=https%3A%2F%2Fwww.orbitradio.ca%2Foffers%3Fx%3D1', nav);
    expect(nav.assign).toHaveBeenCalledWith('https://www.orbitradio.ca/offers?x=1');
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it('reads the parameter whatever its case', () => {
    const nav = navigator();
    startOver('?REDIRECTURL=https://orbitradio.com/', nav);
    expect(nav.assign).toHaveBeenCalledWith('https://orbitradio.com/');
  });

  it.each(['', '?redirectUrl=https%3A%2F%2Fevil.example%2F', '?redirectUrl=javascript%3Aalert(1)'])(
    'reloads the page otherwise (%s)',
    (search) => {
      const nav = navigator();
      startOver(search, nav);
      expect(nav.assign).not.toHaveBeenCalled();
      expect(nav.reload).toHaveBeenCalledTimes(1);
    },
  );
});
