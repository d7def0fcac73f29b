import { act, render, screen } from '@testing-library/react';
import { plan } from '../../../test/commerce-fixtures';
import { planChange } from '../plan-choice';
import { MOBILE_SCROLL_DELAY_MS, PlanChangeDialog } from './plan-change-dialog';

const from = plan({ Reference: 'starter', Title: 'Starter', Price: '$9.99', Credits: 1000 });
const to = plan({ Reference: 'pro', Title: 'Pro', Price: '$19.99', Credits: 3000 });

function setPhone(matches: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
}

function renderDialog() {
  render(<PlanChangeDialog pending={{ from, to, change: planChange(from, to) }} busy={false} onConfirm={jest.fn()} onCancel={jest.fn()} />);
  const panel = screen.getByRole('dialog', { name: 'Upgrade Your Subscription' });
  const scrolledTo = jest.fn();
  Object.defineProperty(panel, 'scrollHeight', { value: 900 });
  Object.defineProperty(panel, 'scrollTop', { get: () => 0, set: scrolledTo });
  return scrolledTo;
}

describe('PlanChangeDialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('compares the two plans and offers Upgrade Now', () => {
    setPhone(false);
    renderDialog();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Current planStarter$9.99 / month1000 credits / month');
    expect(dialog).toHaveTextContent('New planPro$19.99 / month3000 credits / month');
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it('scrolls to its buttons after 1.5 s on a phone', () => {
    setPhone(true);
    const scrolledTo = renderDialog();
    act(() => jest.advanceTimersByTime(MOBILE_SCROLL_DELAY_MS - 1));
    expect(scrolledTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrolledTo).toHaveBeenCalledWith(900);
  });

  it('stays put on a desktop', () => {
    setPhone(false);
    const scrolledTo = renderDialog();
    act(() => jest.advanceTimersByTime(5000));
    expect(scrolledTo).not.toHaveBeenCalled();
  });
});
