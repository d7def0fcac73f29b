import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, logEvent, Page, theme, useAlert, usePageMeta } from 'shared-ui';
import { continueStep } from '../features/purchase-confirmation/continue-path';
import { useLastPackPurchase } from '../features/purchase-confirmation/hooks/use-last-pack-purchase';

const Panel = styled(Card)`
  max-width: 520px;
  margin: 48px auto 0;
  text-align: center;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;

  h1 {
    margin: 0;
    font-size: 28px;
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Check = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
  font-size: 32px;
  font-weight: 700;
`;

const NEXT_STEP_TEXT: Record<string, string> = {
  'photo-pack': 'Your photo pack is ready to be made.',
  subscription: 'Your subscription is active and its credits are in your account.',
  payg: 'Your credits are in your account.',
};

/** purchase-confirmation: where the payment page sends the buyer back to. */
export default function PurchaseConfirmationPage() {
  usePageMeta({ title: 'Purchase confirmed | AI Photographer', noindex: true });
  const [params] = useSearchParams();
  const type = params.get('type');
  const navigate = useNavigate();
  const alert = useAlert();
  const lastPurchase = useLastPackPurchase(type === 'photo-pack');

  useEffect(() => {
    logEvent({ eventType: 'conversion', funnelName: 'checkout', funnelStep: 'purchase-confirmed', metadata: { type } });
  }, [type]);

  function onContinue() {
    const step = continueStep(type, lastPurchase);
    if (step.kind === 'go') navigate(step.path);
    else void alert(step.message);
  }

  return (
    <Page>
      <Panel aria-labelledby="confirmed-title">
        <Check aria-hidden="true">✓</Check>
        <h1 id="confirmed-title">Purchase confirmed</h1>
        <p>{(type && NEXT_STEP_TEXT[type]) || 'Thank you for your purchase.'}</p>
        <Button onClick={onContinue}>Continue</Button>
      </Panel>
    </Page>
  );
}
