import type { Locale } from '@orbit/domain';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { CheckoutProviders } from '../checkout-providers.tsx';
import { satelliteCatalog } from './messages/index.ts';

/**
 * What every satellite checkout page needs: the checkout's providers (server-state cache, the
 * checkout's and offers' messages), with the satellite flows' own messages on top. They arrive
 * with the satellite routes' lazy chunk, not in the entry bundle.
 */
export function SatelliteProviders({ children }: { children: ReactNode }) {
  return (
    <CheckoutProviders>
      <SatelliteMessages>{children}</SatelliteMessages>
    </CheckoutProviders>
  );
}

function SatelliteMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const messages = useMemo(
    () => ({ ...intl.messages, ...satelliteCatalog[locale] }) as Record<string, string>,
    [intl.messages, locale],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
