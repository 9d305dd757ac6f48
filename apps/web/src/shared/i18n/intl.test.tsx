import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedMessage, IntlProvider, type IntlShape, useIntl } from './intl.tsx';

const MESSAGES = {
  'plan.renews': 'Renews {day, date, long} for {price}',
  'plan.count': '{count, plural, one {# radio} other {# radios}}',
  'plan.agreement': 'I agree to the <terms>Customer Agreement</terms>; questions: {phone}',
  'plan.broken': 'Hello {name, plural, one {# one}}',
};

function Reader({ read }: { read: (intl: IntlShape) => void }) {
  read(useIntl());
  return null;
}

/** The formatters the provider gives, in `locale`, with what it reported. */
function intlIn(locale: string) {
  const problems: Error[] = [];
  let intl: IntlShape | undefined;
  render(
    <IntlProvider locale={locale} messages={MESSAGES} onError={(problem) => problems.push(problem)}>
      <Reader
        read={(read) => {
          intl = read;
        }}
      />
    </IntlProvider>,
  );
  if (!intl) throw new Error('no intl');
  return { intl, problems };
}

describe('IntlProvider and useIntl', () => {
  it('formats ICU messages with plurals and dates in the reader’s language', () => {
    const { intl } = intlIn('fr-CA');
    expect(intl.formatMessage({ id: 'plan.count' }, { count: 2 })).toBe('2 radios');
    expect(
      intl.formatMessage(
        { id: 'plan.renews' },
        { day: new Date('2026-12-01T15:00:00Z'), price: '9,99 $' },
      ),
    ).toBe('Renews 1 décembre 2026 for 9,99 $');
    expect(intl.formatNumber(0.13, { style: 'percent' })).toMatch(/^13\s%$/);
  });

  it('writes dates and their parts in the time zone a call names', () => {
    const { intl } = intlIn('en-US');
    const lateEvening = '2026-12-01T05:00:00Z';
    expect(
      intl.formatDate(lateEvening, { dateStyle: 'long', timeZone: 'America/Los_Angeles' }),
    ).toBe('November 30, 2026');
    const parts = intl.formatDateToParts(lateEvening, { day: 'numeric', timeZone: 'UTC' });
    expect(parts).toEqual([{ type: 'day', value: '1' }]);
  });

  it('shows the id of a missing or broken message and reports it', () => {
    const { intl, problems } = intlIn('en-US');
    expect(intl.formatMessage({ id: 'plan.nowhere' })).toBe('plan.nowhere');
    expect(intl.formatMessage({ id: 'plan.broken' }, { name: 'Ada' })).toBe('plan.broken');
    expect(problems.map((problem) => problem.message)).toEqual([
      'No message "plan.nowhere" in en-US.',
      'The message "plan.broken" in en-US could not be formatted.',
    ]);
  });
});

describe('FormattedMessage', () => {
  it('puts React nodes in placeholders and tags', () => {
    render(
      <IntlProvider locale="en-US" messages={MESSAGES}>
        <p data-testid="agreement">
          <FormattedMessage
            id="plan.agreement"
            values={{
              terms: (words) => <a href="/legal/agreement">{words}</a>,
              phone: <span className="nowrap">1-866-635-2349</span>,
            }}
          />
        </p>
      </IntlProvider>,
    );
    expect(screen.getByRole('link', { name: 'Customer Agreement' }).getAttribute('href')).toBe(
      '/legal/agreement',
    );
    expect(screen.getByTestId('agreement').textContent).toBe(
      'I agree to the Customer Agreement; questions: 1-866-635-2349',
    );
  });
});
