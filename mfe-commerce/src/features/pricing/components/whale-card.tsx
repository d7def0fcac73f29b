import { useId } from 'react';
import styled from 'styled-components';
import type { Package } from 'api-client';
import { Button, formatCredits, media, theme } from 'shared-ui';
import { PriceLine } from './plan-card';
import { planBuys } from '../price-story';

export interface WhaleCardProps {
  plan: Package;
  actionLabel: string;
  busy: boolean;
  disabled: boolean;
  onChoose: (plan: Package) => void;
}

const GOLD_TEXT = '#4a3300';

const Card = styled.article`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 16px 32px;
  padding: 28px 32px;
  border: 2px solid #d4a017;
  border-radius: ${theme.radii.lg};
  background: linear-gradient(135deg, #fff6d5 0%, #f7d774 55%, #e9b949 100%);
  color: ${GOLD_TEXT};
  box-shadow: 0 10px 30px rgba(180, 130, 10, 0.25);
  ${media.mobile`
    grid-template-columns: 1fr;
    padding: 24px 20px;
  `}
`;

const Eyebrow = styled.p`
  margin: 0 0 4px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h3`
  margin: 0 0 8px;
  font-size: 24px;
`;

const Text = styled.p`
  margin: 0;
  max-width: 48ch;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 12px;
  ${media.mobile`align-items: stretch;`}

  s {
    color: ${GOLD_TEXT};
    opacity: 0.75;
  }
`;

const GoldButton = styled(Button)`
  background: #1f1300;
  color: #ffe08a;
  min-width: 180px;
  &:hover:not(:disabled) {
    background: #3a2600;
  }
`;

/** The whale plan stays out of the plan list and stands apart as a gold card. */
export function WhaleCard({ plan, actionLabel, busy, disabled, onChoose }: WhaleCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <div>
        <Eyebrow>For power creators</Eyebrow>
        <Title id={titleId}>
          {plan.Emoji && <span aria-hidden="true">{plan.Emoji} </span>}
          {plan.Title}
        </Title>
        <Text>
          {formatCredits(plan.Credits)} credits every month, with 35% off every pack and credits that never expire.{' '}
          {planBuys(plan.Credits).withModel}. {planBuys(plan.Credits).newUser}.
        </Text>
      </div>
      <Side>
        <PriceLine>
          <strong>{plan.Price}</strong>
          <span>/ month</span>
          {plan.OldPrice && <s>{plan.OldPrice}</s>}
        </PriceLine>
        {plan.IsCurrentSubscription ? (
          <GoldButton disabled aria-describedby={titleId}>
            Current Plan
          </GoldButton>
        ) : (
          <GoldButton loading={busy} disabled={disabled} aria-describedby={titleId} onClick={() => onChoose(plan)}>
            {actionLabel}
          </GoldButton>
        )}
      </Side>
    </Card>
  );
}
