import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

describe('subscribe/trial', () => {
  it('offers the new-car, used-car and dealer ways in, none of them a stand-in', async () => {
    const app = renderApp({ url: '/subscribe/trial' });
    await app.heading('Start your trial');
    expect(screen.getByRole('link', { name: 'Find my radio' })).toHaveProperty(
      'pathname',
      '/activate/trial/flepz',
    );
    expect(screen.getByRole('link', { name: 'Check my car' })).toHaveProperty(
      'pathname',
      '/activate/trial/rtp',
    );
    expect(screen.getByText(/takes you straight to your trial/)).toBeDefined();
    expect(screen.queryByRole('link', { name: /streaming/i })).toBeNull();
  });
});
