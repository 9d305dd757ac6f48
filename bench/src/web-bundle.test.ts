import { describe, expect, it } from 'vitest';
import { APP_MODULE, judge, WEB_BUDGETS, weigh } from './web-bundle.ts';

const SIZES: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/account.js': 30,
  'assets/forms.js': 8,
  'assets/sign-in.js': 12,
  'assets/shell-en-US.js': 3,
  'assets/shell-en-CA.js': 1,
  'assets/shell-fr-CA.js': 4,
  'assets/account-en-US.js': 5,
  'assets/account-en-CA.js': 1,
  'assets/account-fr-CA.js': 6,
};

const language = (folder: string, locale: string, imports: string[] = []) => ({
  [`src/${folder}/messages/${locale}.ts`]: {
    file: `assets/${folder.split('/').at(-1)}-${locale}.js`,
    src: `src/${folder}/messages/${locale}.ts`,
    isDynamicEntry: true,
    imports,
  },
});

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/app/shell/messages/en-US.ts',
      'src/app/shell/messages/en-CA.ts',
      'src/app/shell/messages/fr-CA.ts',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  ...language('app/shell', 'en-US'),
  // Canadian English is American English with a few words changed: it loads both files.
  ...language('app/shell', 'en-CA', ['src/app/shell/messages/en-US.ts']),
  ...language('app/shell', 'fr-CA'),
  ...language('features/account', 'en-US'),
  ...language('features/account', 'en-CA', ['src/features/account/messages/en-US.ts']),
  ...language('features/account', 'fr-CA'),
  'src/features/account/pages/account.tsx': {
    file: 'assets/account.js',
    src: 'src/features/account/pages/account.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_forms.js'],
    dynamicImports: [
      'src/features/account/messages/en-US.ts',
      'src/features/account/messages/en-CA.ts',
      'src/features/account/messages/fr-CA.ts',
    ],
  },
  'src/features/identity/pages/sign-in.tsx': {
    file: 'assets/sign-in.js',
    src: 'src/features/identity/pages/sign-in.tsx',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
};

describe('weigh', () => {
  const weights = weigh(manifest, (file) => SIZES[file] ?? Number.NaN);

  it('counts the entry chunk, everything it imports statically and its messages in its heaviest language', () => {
    // en-CA: 1 + the en-US file it builds on (3) = 4, as much as fr-CA; the first heaviest wins.
    expect(weights.entry.gzipBytes).toBe(154);
    expect(weights.entry.files.sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shell-en-CA.js',
      'assets/shell-en-US.js',
    ]);
  });

  it('charges a lazy route for what the entry route has not brought, with its messages in one language, heaviest first', () => {
    expect(
      weights.lazyRoutes.map((route) => [route.name, route.gzipBytes, route.language]),
    ).toEqual([
      // forms 8 + account 30 + the account's en-CA (1) over its en-US (5): 44, beyond fr-CA's 6.
      ['src/features/account/pages/account.tsx', 44, 'en-CA'],
      ['src/features/identity/pages/sign-in.tsx', 12, 'en-US'],
    ]);
  });

  it('charges a part a page loads on demand for what none of the pages that load it has brought', () => {
    const step = {
      file: 'assets/payment.js',
      src: 'src/features/account/steps/payment.tsx',
      isDynamicEntry: true,
      imports: ['_react.js', '_forms.js', '_card.js'],
    };
    const withStep = (importers: string[]) => {
      const built: Record<string, (typeof manifest)[keyof typeof manifest]> = {
        ...manifest,
        '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
        'src/features/account/steps/payment.tsx': step,
      };
      for (const importer of importers) {
        const page = built[importer] as { dynamicImports?: string[] };
        built[importer] = {
          ...page,
          dynamicImports: [...(page.dynamicImports ?? []), step.src],
        } as (typeof manifest)[keyof typeof manifest];
      }
      const sizes: Record<string, number> = {
        ...SIZES,
        'assets/card.js': 9,
        'assets/payment.js': 7,
      };
      return weigh(built, (file) => sizes[file] ?? Number.NaN).lazyRoutes.find(
        (route) => route.name === step.src,
      );
    };
    // The account page brought the forms: the step costs its card chunk and itself.
    expect(withStep(['src/features/account/pages/account.tsx'])?.gzipBytes).toBe(16);
    // The sign-in page did not bring them: loaded from either, the forms count as well.
    expect(
      withStep([
        'src/features/account/pages/account.tsx',
        'src/features/identity/pages/sign-in.tsx',
      ])?.gzipBytes,
    ).toBe(24);
  });

  it('counts a part the bundler put in a shared chunk, loaded from code a page imports, beyond that page', () => {
    // The offer step: imported statically by one flow's chunk, on demand by another's shared
    // chunk. It is no dynamic entry, yet a page waits for it.
    const built = {
      ...manifest,
      '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
      '_offer.js': {
        file: 'assets/offer.js',
        name: 'offer-step',
        imports: ['_react.js', '_card.js'],
      },
      '_door.js': { file: 'assets/door.js', imports: ['_react.js'], dynamicImports: ['_offer.js'] },
      'src/features/account/pages/account.tsx': {
        ...manifest['src/features/account/pages/account.tsx'],
        imports: ['_react.js', '_forms.js', '_door.js', '_card.js'],
      },
    };
    const sizes: Record<string, number> = {
      ...SIZES,
      'assets/card.js': 9,
      'assets/offer.js': 7,
      'assets/door.js': 2,
    };
    const routes = weigh(built, (file) => sizes[file] ?? Number.NaN).lazyRoutes;
    // The account page brought the card chunk: the offer step costs itself.
    expect(routes.find((route) => route.name === 'offer-step')?.gzipBytes).toBe(7);
    expect(routes.map((route) => route.name)).not.toContain('_door.js');
  });

  it('does not count a language file as a route of its own', () => {
    expect(weights.lazyRoutes.some((route) => route.name.includes('/messages/'))).toBe(false);
  });

  it('counts the app the start-up module loads after the first paint in the entry route, not as a page (ADR 094)', () => {
    const { 'index.html': app, ...rest } = manifest;
    const startedAfterPaint = {
      ...rest,
      'index.html': { file: 'assets/boot.js', isEntry: true, dynamicImports: [APP_MODULE] },
      [APP_MODULE]: { ...app, src: APP_MODULE, isDynamicEntry: true },
    };
    const sizes = (file: string) => (file === 'assets/boot.js' ? 2 : (SIZES[file] ?? Number.NaN));
    const split = weigh(startedAfterPaint, sizes);
    expect(split.entry.gzipBytes).toBe(156);
    expect(split.lazyRoutes.map((route) => route.name)).not.toContain(APP_MODULE);
    expect(split.lazyRoutes.map((route) => [route.name, route.gzipBytes])).toEqual([
      ['src/features/account/pages/account.tsx', 44],
      ['src/features/identity/pages/sign-in.tsx', 12],
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => weigh({ 'a.js': { file: 'a.js' } }, () => 1)).toThrow(/no entry chunk/);
  });
});

describe('judge', () => {
  const route = (name: string, kb: number) => ({ name, gzipBytes: kb * 1024, files: [] });

  it('passes when the entry and every lazy route are within budget', () => {
    const result = judge({ entry: route('entry', 100), lazyRoutes: [route('a', 40)] });
    expect(result.pass).toBe(true);
    expect(result.lazyOverBudget).toEqual([]);
  });

  it('fails on an entry over budget, and names every lazy route over it', () => {
    const heavyEntry = judge({ entry: route('entry', 100.1), lazyRoutes: [route('a', 3)] });
    expect(heavyEntry.pass).toBe(false);
    expect(heavyEntry.entryWithinBudget).toBe(false);

    const heavyPages = judge({
      entry: route('entry', 90),
      lazyRoutes: [route('a', 52), route('b', 41), route('c', 12)],
    });
    expect(heavyPages.pass).toBe(false);
    expect(heavyPages.lazyOverBudget.map((over) => over.name)).toEqual(['a', 'b']);
  });

  it('holds the budgets the issue sets', () => {
    expect(WEB_BUDGETS).toEqual({ entryRouteGzipKb: 100, lazyRouteGzipKb: 40 });
  });
});
