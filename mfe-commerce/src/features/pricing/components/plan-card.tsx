import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { Package } from 'api-client';
import { Button, formatCredits, theme, VisuallyHidden } from 'shared-ui';
import { planBuys } from '../price-story';

export interface PlanCardProps {
  plan: Package;
  /** The label of the plan's button when it is not the current plan. */
  actionLabel: string;
  busy: boolean;
  /** Another purchase is in flight: nothing else can be started. */
  disabled: boolean;
  onChoose: (plan: Package) => void;
}

export const PopularBadge = styled.span`
  position: absolute;
  top: -13px;
  left: 50%;
  transform: translateX(-50%);
  padding: 4px 12px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Card = styled.article<{ $highlight: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 28px 20px 20px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  ${(p) =>
    p.$highlight &&
    css`
      border: 2px solid ${theme.colors.accent};
      box-shadow: 0 8px 24px rgba(79, 70, 229, 0.18);
    `}
`;

const Title = styled.h3`
  margin: 0;
  font-size: 18px;
  display: flex;
  align-items: center;
  gap: 8px;
`;

export const PriceLine = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 6px;

  strong {
    font-size: 34px;
    letter-spacing: -0.02em;
  }

  s {
    color: ${theme.colors.textMuted};
  }
`;

const Muted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

export const Perks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 14px;
  color: ${theme.colors.textMuted};

  li::before {
    content: '✓';
    margin-right: 8px;
    color: ${theme.colors.success};
    font-weight: 700;
  }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: 8px;
`;

/** One subscription plan: price, monthly credits, what they buy, and the plan's button. */
export function PlanCard({ plan, actionLabel, busy, disabled, onChoose }: PlanCardProps) {
  const titleId = useId();
  const buys = planBuys(plan.Credits);
  return (
    <Card aria-labelledby={titleId} $highlight={plan.IsMostPopular}>
      {plan.IsMostPopular && <PopularBadge>Most popular</PopularBadge>}
      <Title id={titleId}>
        {plan.Emoji && <span aria-hidden="true">{plan.Emoji}</span>}
        {plan.Title}
      </Title>
      <PriceLine>
        <strong>{plan.Price}</strong>
        <Muted>/ month</Muted>
        {plan.OldPrice && (
          <s>
            <VisuallyHidden>Was </VisuallyHidden>
            {plan.OldPrice}
          </s>
        )}
      </PriceLine>
      <Perks>
        <li>{formatCredits(plan.Credits)} credits every month</li>
        <li>{buys.withModel}</li>
        <li>{buys.newUser}</li>
        <li>Save 35% on photo packs</li>
        <li>Unused credits roll over</li>
      </Perks>
      <Action>
        {plan.IsCurrentSubscription ? (
          <Button fullWidth variant="secondary" disabled aria-describedby={titleId}>
            Current Plan
          </Button>
        ) : (
          <Button
            fullWidth
            variant={plan.IsMostPopular ? 'primary' : 'secondary'}
            loading={busy}
            disabled={disabled}
            aria-describedby={titleId}
            onClick={() => onChoose(plan)}
          >
            {actionLabel}
          </Button>
        )}
      </Action>
    </Card>
  );
}
