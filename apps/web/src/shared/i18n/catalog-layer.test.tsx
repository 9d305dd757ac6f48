import type { Locale } from '@orbit/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Catalog, type MessageModule, type Messages, unlistedCatalogOf } from './catalog.ts';
import { CatalogLayer } from './catalog-layer.tsx';
import { I18nProvider } from './i18n-provider.tsx';
import { IntlProvider } from './intl.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { useT } from './use-t.ts';

/** A catalog whose languages arrive when the test says so; `asked` lists what was fetched. */
function deferredCatalog(byLocale: Record<Locale, Messages>) {
  const asked: Locale[] = [];
  const arrivals = new Map<Locale, { arrive(): void; fail(): void }>();
  const loader = (locale: Locale) => () => {
    asked.push(locale);
    return new Promise<MessageModule>((resolve, reject) => {
      arrivals.set(locale, {
        arrive: () => resolve({ messages: byLocale[locale] }),
        fail: () => reject(new Error(`no ${locale}`)),
      });
    });
  };
  const catalog = unlistedCatalogOf({
    'en-US': loader('en-US'),
    'en-CA': loader('en-CA'),
    'fr-CA': loader('fr-CA'),
  });
  const settle = async (locale: Locale, how: 'arrive' | 'fail' = 'arrive') => {
    // The next task: what the arrival sets off (the catalogs' promises, the switch) has run
    // before act flushes the renders it asked for.
    await act(async () => {
      arrivals.get(locale)?.[how]();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { catalog, asked, settle };
}

const here = (messages: Messages): Catalog => {
  const catalog = unlistedCatalogOf({
    'en-US': async () => ({ messages }),
    'en-CA': async () => ({ messages }),
    'fr-CA': async () => ({ messages }),
  });
  return catalog;
};

function Text({ id }: { id: string }) {
  const t = useT();
  return <p>{t(id, { name: 'Ada' })}</p>;
}

/** Rendered inside an awaited act, so React retries what suspended once its promise settles. */
async function renderIn(locale: string, children: ReactNode) {
  await act(async () => {
    render(
      <IntlProvider
        locale={locale}
        defaultLocale="en-US"
        messages={{ 'app.title': 'Orbit Radio' }}
        onError={() => {}}
      >
        <Suspense fallback={<p>waiting for words</p>}>{children}</Suspense>
      </IntlProvider>,
    );
  });
}

const shell = {
  'en-CA': { 'i18n.toggle.toFrench': 'Français', 'i18n.toggle.toFrenchLabel': 'Français' },
  'fr-CA': { 'i18n.toggle.toEnglish': 'English', 'i18n.toggle.toEnglishLabel': 'English' },
};
const shellOf = (locale: 'en-CA' | 'fr-CA') => ({
  ...shell[locale],
  'ui.loader.label': locale === 'fr-CA' ? 'Chargement' : 'Loading',
  'app.title': locale === 'fr-CA' ? 'Radio Orbit' : 'Orbit Radio',
});

describe('<CatalogLayer>', () => {
  it('waits for its language, then adds its messages to the ones already in scope', async () => {
    const layer = deferredCatalog({
      'en-US': { 'layer.greeting': 'Hello {name}' },
      'en-CA': { 'layer.greeting': 'Hello {name}' },
      'fr-CA': { 'layer.greeting': 'Bonjour {name}' },
    });
    await renderIn(
      'en-US',
      <CatalogLayer catalog={layer.catalog}>
        <Text id="layer.greeting" />
        <Text id="app.title" />
      </CatalogLayer>,
    );
    expect(screen.getByText('waiting for words')).toBeTruthy();
    await layer.settle('en-US');
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('Orbit Radio')).toBeTruthy();
    // Only the language being read was fetched.
    expect(layer.asked).toEqual(['en-US']);
  });

  it('nests, and an id in a later layer wins', async () => {
    const first = here({ 'layer.greeting': 'Hello {name}', 'layer.shared': 'first layer' });
    const later = here({ 'layer.shared': 'later layer' });
    await renderIn(
      'en-US',
      <CatalogLayer catalog={first}>
        <CatalogLayer catalog={later}>
          <Text id="layer.shared" />
          <Text id="layer.greeting" />
        </CatalogLayer>
      </CatalogLayer>,
    );
    expect(await screen.findByText('later layer')).toBeTruthy();
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('reaches no further than its children', async () => {
    await renderIn(
      'en-US',
      <>
        <CatalogLayer catalog={here({ 'layer.greeting': 'Hello {name}' })}>
          <Text id="layer.greeting" />
        </CatalogLayer>
        <Text id="layer.greeting" />
      </>,
    );
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    // Outside the layer the id has no message: react-intl shows the id itself.
    expect(screen.getByText('layer.greeting')).toBeTruthy();
  });
});

describe('switching language', () => {
  async function renderCanadianPage() {
    const shellCatalog = deferredCatalog({
      'en-US': shellOf('en-CA'),
      'en-CA': shellOf('en-CA'),
      'fr-CA': shellOf('fr-CA'),
    });
    const page = deferredCatalog({
      'en-US': { 'page.heading': 'Your radio' },
      'en-CA': { 'page.heading': 'Your radio' },
      'fr-CA': { 'page.heading': 'Votre radio' },
    });
    // The app's start-up loads the shell's words before the first render.
    const shellLoaded = shellCatalog.catalog.load('en-CA');
    await shellCatalog.settle('en-CA');
    await shellLoaded;
    await act(async () => {
      render(
        <I18nProvider country="ca" initialLocale="en-CA" catalog={shellCatalog.catalog}>
          <LanguageToggle />
          <Suspense fallback={<p>waiting for words</p>}>
            <CatalogLayer catalog={page.catalog}>
              <Text id="page.heading" />
              <Text id="app.title" />
            </CatalogLayer>
          </Suspense>
        </I18nProvider>,
      );
    });
    await page.settle('en-CA');
    return { shellCatalog, page };
  }

  it('loads the other language for everything on screen, behind the loader, then shows it whole', async () => {
    const { shellCatalog, page } = await renderCanadianPage();
    expect(screen.getByText('Your radio')).toBeTruthy();
    expect(shellCatalog.asked).toEqual(['en-CA']);

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    // Both catalogs fetch French at once; meanwhile the loader covers the English page.
    expect(shellCatalog.asked).toEqual(['en-CA', 'fr-CA']);
    expect(page.asked).toEqual(['en-CA', 'fr-CA']);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();

    // Half of the French is not enough to show it.
    await shellCatalog.settle('fr-CA');
    expect(screen.queryByText('Radio Orbit')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();

    await page.settle('fr-CA');
    expect(screen.getByText('Votre radio')).toBeTruthy();
    expect(screen.getByText('Radio Orbit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays whole in its language when the other cannot load', async () => {
    const { shellCatalog, page } = await renderCanadianPage();
    expect(screen.getByText('Your radio')).toBeTruthy();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    await shellCatalog.settle('fr-CA');
    await page.settle('fr-CA', 'fail');

    expect(screen.getByText('Your radio')).toBeTruthy();
    expect(screen.getByText('Orbit Radio')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();

    // A later try fetches again.
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(page.asked).toEqual(['en-CA', 'fr-CA', 'fr-CA']);
  });
});
