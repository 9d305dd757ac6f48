import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormatDay, useFormatInstantDay } from './format-day.ts';
import { IntlProvider } from './intl.tsx';

function formatted(locale: string, day: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale}>{children}</IntlProvider>
  );
  return renderHook(() => useFormatDay(), { wrapper }).result.current(day);
}

describe('useFormatDay', () => {
  it.each([
    ['en-US', '2026-10-21', '10/21/2026'],
    ['en-CA', '2026-10-21', 'October 21, 2026'],
    ['fr-CA', '2026-10-21', '21 octobre 2026'],
    ['en-US', '2026-12-01', '12/01/2026'],
    ['en-CA', '2026-12-01', 'December 1, 2026'],
    ['fr-CA', '2026-12-01', '1er décembre 2026'],
    ['fr-CA', '2027-01-11', '11 janvier 2027'],
  ])('writes %s %s as %s', (locale, day, expected) => {
    expect(formatted(locale, day)).toBe(expected);
  });

  it('writes an instant’s day the same way, first of the month included', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="fr-CA">{children}</IntlProvider>
    );
    const format = renderHook(() => useFormatInstantDay(), { wrapper }).result.current;
    expect(format('2026-12-01T15:00:00Z')).toBe('1er décembre 2026');
  });
});
