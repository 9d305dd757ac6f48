import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuleChecklist } from './rule-checklist.tsx';

describe('RuleChecklist', () => {
  it('lists each rule and tells a screen reader which are met, under the id a field points to', () => {
    render(
      <RuleChecklist
        id="password-rules"
        title="Your password needs:"
        metLabel="met"
        notMetLabel="not met yet"
        rules={[
          { key: 'length', text: '8 to 64 characters', met: true },
          { key: 'groups', text: 'three kinds of characters', met: false },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓8 to 64 characters (met)',
      '•three kinds of characters (not met yet)',
    ]);
    expect(document.getElementById('password-rules')?.textContent).toContain(
      'Your password needs:',
    );
  });
});
