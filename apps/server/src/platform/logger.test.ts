import { describe, expect, it } from 'vitest';
import { maskCardNumbersInLogLine } from './logger.ts';

describe('maskCardNumbersInLogLine', () => {
  it('masks card numbers in strings and numbers and keeps the line JSON', () => {
    const line = JSON.stringify({
      time: 1764144000000,
      responseTime: 0.5613829999999989,
      url: '/services/x?q=4111+1111+1111+1111',
      msg: 'card "5555555555554444" refused',
      amount: 5555555555554444,
    });
    expect(JSON.parse(maskCardNumbersInLogLine(line))).toEqual({
      time: 1764144000000,
      responseTime: 0.5613829999999989,
      url: '/services/x?q=[card ending 1111]',
      msg: 'card "[card ending 4444]" refused',
      amount: '[card ending 4444]',
    });
  });
});
