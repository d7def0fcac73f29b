import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Package } from 'api-client';
import { ConfirmDialog, formatCredits, MOBILE_BREAKPOINT, theme } from 'shared-ui';
import type { PendingChange } from '../hooks/use-plan-choice';

/** On a phone the dialog scrolls to its buttons after 1.5 s, once the comparison has been seen. */
export const MOBILE_SCROLL_DELAY_MS = 1500;

export interface PlanChangeDialogProps {
  pending: PendingChange | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const Compare = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin: 0 0 16px;

  div {
    padding: 12px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }

  div:last-child {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
  }

  dt {
    font-size: 12px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: 4px 0 0;
    color: ${theme.colors.text};
  }
`;

function PlanSummary({ label, plan }: { label: string; plan: Package }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <strong>{plan.Title}</strong>
        <br />
        {plan.Price} / month
        <br />
        {formatCredits(plan.Credits)} credits / month
      </dd>
    </div>
  );
}

function isPhone(): boolean {
  try {
    return window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`).matches;
  } catch {
    return false;
  }
}

/** Brings the confirm button into view on small screens, where the comparison pushes it below the fold. */
function useScrollToBottomOnPhone(open: boolean) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open || !isPhone()) return undefined;
    const timer = setTimeout(() => {
      const panel = anchorRef.current?.closest<HTMLElement>('[role="dialog"]');
      if (panel) panel.scrollTop = panel.scrollHeight;
    }, MOBILE_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return anchorRef;
}

/**
 * The compare dialog, Upgrade Your Subscription or Change Your Subscription
 * (docs/credits-and-payments.md#plan-changes).
 */
export function PlanChangeDialog({ pending, busy, onConfirm, onCancel }: PlanChangeDialogProps) {
  const anchorRef = useScrollToBottomOnPhone(pending !== null);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.change.title ?? ''}
      confirmLabel={pending?.change.confirmLabel ?? ''}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        pending && (
          <>
            <Compare>
              <PlanSummary label="Current plan" plan={pending.from} />
              <PlanSummary label="New plan" plan={pending.to} />
            </Compare>
            <p style={{ margin: 0 }}>
              {pending.change.isUpgrade
                ? 'Your new plan starts now with its monthly credits.'
                : 'Your plan changes to the new one.'}{' '}
              Credits you already have stay in your account.
            </p>
            <span ref={anchorRef} />
          </>
        )
      }
    />
  );
}
