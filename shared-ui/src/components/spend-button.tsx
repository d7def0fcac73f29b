import { useId } from 'react';
import { Button, creditsText, spendLabel, VisuallyHidden, type ButtonProps } from 'shared-ui/start-up';
import { BUY_CREDITS_PATH } from '../credits/buy-credits-path';
import { ButtonLink } from './button-link';

export interface SpendButtonProps extends Omit<ButtonProps, 'children' | 'loading'> {
  /** What the click does, as a button says it ("Generate again"). */
  action: string;
  /** What it costs in credits. */
  cost: number;
  /** The user's balance when known: below the cost the button leads to buying credits instead of failing. */
  balance: number | null | undefined;
  /** Work in flight: the button stays focusable and says so; a second press is the caller's to ignore. */
  busy?: boolean;
  busyLabel?: string;
  /**
   * Below the cost: `buy` (the default) turns the button into the way to buy credits; `disabled` keeps its own
   * label, disabled, where the page offers one buy action for several such buttons (the image tools).
   */
  whenShort?: 'buy' | 'disabled';
}

/**
 * Every button that spends credits (docs/credits-and-payments.md#prices-before-the-click): it says what
 * it costs before the click ("Generate again · 10 credits"), and when the balance is short it says so and
 * becomes a way to buy credits.
 */
export function SpendButton({ action, cost, balance, busy = false, busyLabel = 'Working…', variant = 'primary', whenShort = 'buy', ...rest }: SpendButtonProps) {
  const hintId = useId();
  const short = balance !== null && balance !== undefined && balance < cost;
  if (short && whenShort === 'disabled') {
    return (
      <>
        <Button variant={variant} {...rest} disabled aria-describedby={hintId}>
          {spendLabel(action, cost)}
        </Button>
        <VisuallyHidden id={hintId}>{action} costs {creditsText(cost)}. You have {creditsText(balance)}.</VisuallyHidden>
      </>
    );
  }
  if (short) {
    return (
      <>
        <ButtonLink to={BUY_CREDITS_PATH} $variant={variant === 'primary' ? 'primary' : 'secondary'} aria-describedby={hintId}>
          Buy credits ({creditsText(cost)} needed)
        </ButtonLink>
        <VisuallyHidden id={hintId}>{action} costs {creditsText(cost)}. You have {creditsText(balance)}.</VisuallyHidden>
      </>
    );
  }
  return (
    <Button variant={variant} aria-disabled={busy || undefined} aria-busy={busy || undefined} {...rest}>
      {busy ? busyLabel : spendLabel(action, cost)}
    </Button>
  );
}
