import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog.ts';
import { CatalogLayer } from './catalog-layer.tsx';
import { useT } from './use-t.ts';

const same = (messages: Record<string, string>): Catalog => ({
  'en-US': messages,
  'en-CA': messages,
  'fr-CA': messages,
});

const shown = same({ 'layer.greeting': 'Hello {name}', 'layer.shared': 'first layer' });
const later = same({ 'layer.shared': 'later layer' });
const french: Catalog = {
  'en-US': { 'layer.word': 'radio' },
  'en-CA': { 'layer.word': 'radio' },
  'fr-CA': { 'layer.word': 'radio satellite' },
};

function Text({ id }: { id: string }) {
  const t = useT();
  return <p>{t(id, { name: 'Ada' })}</p>;
}

function renderIn(locale: string, children: ReactNode) {
  return render(
    <IntlProvider
      locale={locale}
      defaultLocale="en-US"
      messages={{ 'app.title': 'Orbit Radio' }}
      onError={() => {}}
    >
      {children}
    </IntlProvider>,
  );
}

describe('<CatalogLayer>', () => {
  it('adds its messages to the ones already in scope', () => {
    renderIn(
      'en-US',
      <CatalogLayer catalog={shown}>
        <Text id="layer.greeting" />
        <Text id="app.title" />
      </CatalogLayer>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Orbit Radio')).toBeTruthy();
  });

  it('nests, and an id in a later layer wins', () => {
    renderIn(
      'en-US',
      <CatalogLayer catalog={shown}>
        <CatalogLayer catalog={later}>
          <Text id="layer.shared" />
          <Text id="layer.greeting" />
        </CatalogLayer>
      </CatalogLayer>,
    );
    expect(screen.getByText('later layer')).toBeTruthy();
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('reads the locale in scope', () => {
    renderIn(
      'fr-CA',
      <CatalogLayer catalog={french}>
        <Text id="layer.word" />
      </CatalogLayer>,
    );
    expect(screen.getByText('radio satellite')).toBeTruthy();
  });

  it('reaches no further than its children', () => {
    renderIn(
      'en-US',
      <>
        <CatalogLayer catalog={shown}>
          <Text id="layer.greeting" />
        </CatalogLayer>
        <Text id="layer.greeting" />
      </>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    // Outside the layer the id has no message: react-intl shows the id itself.
    expect(screen.getByText('layer.greeting')).toBeTruthy();
  });
});
