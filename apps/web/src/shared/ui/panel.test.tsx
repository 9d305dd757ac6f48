import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Panel } from './panel.tsx';
import { Tile } from './tile.tsx';

describe('panel', () => {
  it('is a region named by its heading, with what sits beside the heading', () => {
    render(
      <Panel title="Service address" aside={<Button>Edit</Button>}>
        <p>100 Congress Ave</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Service address' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Service address' }),
    ).toBeDefined();
    expect(within(region).getByRole('button', { name: 'Edit' })).toBeDefined();
    expect(within(region).getByText('100 Congress Ave')).toBeDefined();
  });

  it('lends its heading to what inside it is named by the same title', () => {
    render(
      <Panel title="E-bill" titleId="ebill-title" spacing="flow">
        <form aria-labelledby="ebill-title" />
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'E-bill' })).toBeDefined();
    expect(screen.getByRole('form', { name: 'E-bill' })).toBeDefined();
  });
});

describe('tile', () => {
  it('is the element it is asked to be, so lists stay lists', () => {
    render(
      <ul aria-label="Radios">
        <Tile as="li">Lumen Aria</Tile>
        <Tile as="li">Lumen Comet</Tile>
      </ul>,
    );
    const list = screen.getByRole('list', { name: 'Radios' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lumen Aria', 'Lumen Comet']);
  });
});
