import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FormField, TextField } from './form-field.tsx';
import { FullPageLoader } from './full-page-loader.tsx';

describe('design system', () => {
  it('wires a field to its label, hint and error', () => {
    render(
      <TextField
        label="Email"
        hint="We send the receipt here."
        error="Enter a valid email."
        type="email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We send the receipt here.', 'Enter a valid email.']);
  });

  it('leaves a valid field unmarked', () => {
    render(<FormField label="Zip code">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('announces errors urgently and information politely', () => {
    render(
      <>
        <Alert tone="error" title="Card declined" />
        <Alert tone="success" title="Saved" />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Card declined');
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('buttons never submit by surprise', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('type')).toBe('button');
  });

  it('opens a labelled native dialog and reports its closing', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open title="Confirm" onClose={onClose} actions={<Button>OK</Button>}>
        <p>Sure?</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    rerender(
      <Dialog open={false} title="Confirm" onClose={onClose}>
        <p>Sure?</p>
      </Dialog>,
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a busy, labelled loader', () => {
    render(<FullPageLoader label="Loading, please wait" />);
    const loader = screen.getByRole('status', { name: 'Loading, please wait' });
    expect(loader.getAttribute('aria-busy')).toBe('true');
  });
});
