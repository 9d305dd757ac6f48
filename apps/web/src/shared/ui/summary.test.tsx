import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldRow } from './field-row.tsx';
import { TextField } from './form-field.tsx';
import { Summary, SummaryRow } from './summary.tsx';

describe('summary', () => {
  it('reads as a list of terms, each with its value', () => {
    const { container } = render(
      <Summary>
        <SummaryRow label="Amount paid" amount>
          $12.99
        </SummaryRow>
        <SummaryRow label="New balance" total amount>
          $0.00
        </SummaryRow>
      </Summary>,
    );
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    const terms = within(list as HTMLElement).getAllByRole('term');
    const values = within(list as HTMLElement).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Amount paid', 'New balance']);
    expect(values.map((value) => value.textContent)).toEqual(['$12.99', '$0.00']);
  });

  it('takes a name when no heading gives it one', () => {
    const { container } = render(
      <Summary label="Your radio">
        <SummaryRow label="Radio ID">ending in 0002</SummaryRow>
      </Summary>,
    );
    expect(container.querySelector('dl')?.getAttribute('aria-label')).toBe('Your radio');
  });
});

describe('field row', () => {
  it('keeps each field labelled on its own', () => {
    render(
      <FieldRow>
        <TextField label="First name" />
        <TextField label="Last name" />
      </FieldRow>,
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeDefined();
  });
});
