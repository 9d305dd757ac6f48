import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '../../../shared/i18n/intl.tsx';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
import { catalogFeatureCatalog } from '../messages/index.ts';
import { HotAndTrending } from './hot-and-trending.tsx';

describe('hot and trending', () => {
  it('shows each image with its alt text and a sanitised body whose links open in a new tab', () => {
    render(
      <IntlProvider locale="fr-CA" messages={preloadedMessages(catalogFeatureCatalog, 'fr-CA')}>
        <HotAndTrending
          items={[
            {
              id: '1',
              imageUrl: 'https://cdn.orbitradio.test/1.jpg',
              altText: 'Une animatrice au micro',
              bodyHtml:
                '<p>Nouveau : <a href="https://orbitradio.test/a">l’émission</a><script>x()</script></p>',
            },
            {
              id: '2',
              imageUrl: 'javascript:alert(1)',
              altText: 'ignored',
              bodyHtml: '<p>Deux</p>',
            },
          ]}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Populaire en ce moment' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Une animatrice au micro' })).toBeDefined();
    expect(screen.queryByRole('img', { name: 'ignored' })).toBeNull();
    const link = screen.getByRole('link', { name: 'l’émission (s’ouvre dans un nouvel onglet)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('script')).toBeNull();
  });
});
