import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormState } from './form-state.ts';

interface Payment {
  amount: string;
  card: { number: string; expiry: string };
  agreement: boolean;
}

const EMPTY: Payment = { amount: '', card: { number: '', expiry: '' }, agreement: false };

describe('a form’s values and errors', () => {
  it('sets a value at a dotted path, seen at once and on the next render, leaving the rest', () => {
    const { result } = renderHook(() => useFormState<Payment>(EMPTY));
    act(() => {
      result.current.setValue('card.number', '4111');
      // Read before the render: a change then a submit in one task sees the change.
      expect(result.current.getValues('card.number')).toBe('4111');
    });
    expect(result.current.watch()).toEqual({ ...EMPTY, card: { number: '4111', expiry: '' } });
    expect(result.current.watch('card.expiry')).toBe('');
    expect(EMPTY.card.number).toBe('');
  });

  it('clears the errors of a field and those below it, of several, or of all', () => {
    const { result } = renderHook(() => useFormState<Payment>(EMPTY));
    const error = { type: 'server', message: 'INVALID' };
    act(() => {
      result.current.setError('amount', error);
      result.current.setError('card.number', error);
      result.current.setError('card.expiry', error);
      result.current.setError('agreement', error);
    });
    act(() => result.current.clearErrors('card'));
    expect(result.current.errorOf('card.number')).toBeUndefined();
    expect(result.current.errorOf('card.expiry')).toBeUndefined();
    expect(result.current.errorOf('amount')).toEqual(error);
    act(() => result.current.clearErrors(['amount']));
    expect(result.current.errorOf('amount')).toBeUndefined();
    expect(result.current.errorOf('agreement')).toEqual(error);
    act(() => result.current.clearErrors());
    expect(result.current.errorOf('agreement')).toBeUndefined();
  });

  it('resets to the defaults, or to new values that become the defaults, without errors', () => {
    const { result } = renderHook(() => useFormState<Payment>(EMPTY));
    act(() => {
      result.current.setValue('amount', '12.00');
      result.current.setError('amount', { type: 'server', message: 'INVALID' });
    });
    act(() => result.current.reset());
    expect(result.current.getValues()).toEqual(EMPTY);
    expect(result.current.errorOf('amount')).toBeUndefined();
    act(() => result.current.reset({ ...EMPTY, amount: '5.00' }));
    act(() => result.current.setValue('amount', '7.00'));
    act(() => result.current.reset());
    expect(result.current.getValues('amount')).toBe('5.00');
  });

  it('keeps its methods across renders, so hooks may depend on them', () => {
    const { result, rerender } = renderHook(() => useFormState<Payment>(EMPTY));
    const first = result.current;
    act(() => first.setValue('amount', '1'));
    rerender();
    expect(result.current.setError).toBe(first.setError);
    expect(result.current.getValues('amount')).toBe('1');
  });
});
