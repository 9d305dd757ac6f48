import { describe, expect, it } from 'vitest';
import { weigh } from './web-bundle.ts';

const SIZES: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/account.js': 30,
  'assets/forms.js': 8,
  'assets/sign-in.js': 12,
};

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  'src/features/account/pages/account.tsx': {
    file: 'assets/account.js',
    src: 'src/features/account/pages/account.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_forms.js'],
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

  it('counts the entry chunk and everything it imports statically as the entry route', () => {
    expect(weights.entry.gzipBytes).toBe(150);
    expect(weights.entry.files.sort()).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('charges a lazy route only for what the entry route has not already brought, heaviest first', () => {
    expect(weights.lazyRoutes.map((route) => [route.name, route.gzipBytes])).toEqual([
      ['src/features/account/pages/account.tsx', 38],
      ['src/features/identity/pages/sign-in.tsx', 12],
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => weigh({ 'a.js': { file: 'a.js' } }, () => 1)).toThrow(/no entry chunk/);
  });
});
