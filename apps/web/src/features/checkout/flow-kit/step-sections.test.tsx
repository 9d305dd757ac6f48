import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../../shared/i18n/intl.tsx';
import { preloadedMessages } from '../../../testing/every-catalog.ts';
import { checkoutCatalog } from '../messages/index.ts';
import { StepSections } from './step-sections.tsx';

type Step = 'radio' | 'payment' | 'review';

const sections = {
  radio: { title: 'Your radio', chosen: 'Radio ending 1234', body: () => <p>radio form</p> },
  payment: { title: 'Payment', body: () => <p>payment form</p> },
  review: { title: 'Review', body: () => <p>review form</p> },
};

function renderSteps(open: Step, onEdit = vi.fn()) {
  render(
    <IntlProvider locale="en-US" messages={preloadedMessages(checkoutCatalog, 'en-US')}>
      <StepSections<Step>
        steps={['radio', 'payment', 'review']}
        open={open}
        sections={sections}
        onEdit={onEdit}
      />
    </IntlProvider>,
  );
  return onEdit;
}

describe('the step accordion', () => {
  it('numbers the steps, shows the open one’s form and what the done ones chose', () => {
    renderSteps('payment');
    expect(screen.getByText('Step 1: Your radio')).toBeDefined();
    expect(screen.getByText('Step 2: Payment')).toBeDefined();
    expect(screen.getByText('Step 3: Review')).toBeDefined();
    expect(screen.getByText('Radio ending 1234')).toBeDefined();
    expect(screen.getByText('payment form')).toBeDefined();
    expect(screen.queryByText('radio form')).toBeNull();
    expect(screen.queryByText('review form')).toBeNull();
    // Only a done step can be edited.
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit Your radio']);
  });

  it('opens a done step again when the customer edits it', async () => {
    const onEdit = renderSteps('review');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Payment' }));
    expect(onEdit).toHaveBeenCalledWith('payment');
  });
});
