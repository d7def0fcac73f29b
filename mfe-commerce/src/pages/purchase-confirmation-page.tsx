import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, logEvent, Page, theme, useAlert, useGenStatusQuery, usePageMeta } from 'shared-ui';
import { continueStep, nextStepText } from '../features/purchase-confirmation/continue-path';
import { useLastPackPurchase } from '../features/purchase-confirmation/hooks/use-last-pack-purchase';
import { usePreviewPackBought } from '../features/preview-offer/hooks/use-preview-pack-bought';

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

/** purchase-confirmation: where the payment page sends the buyer back to. */
export default function PurchaseConfirmationPage() {
  usePageMeta({ title: 'Purchase confirmed | AI Photographer', noindex: true });
  const [params] = useSearchParams();
  const type = params.get('type');
  const navigate = useNavigate();
  const alert = useAlert();
  const lastPurchase = useLastPackPurchase(type === 'photo-pack');
  // Whether the buyer has a model (and credits to train one) decides what comes next.
  const account = useGenStatusQuery({ enabled: type === 'photo-pack' || type === 'payg' || type === 'subscription' });

  useEffect(() => {
    logEvent({ eventType: 'conversion', funnelName: 'checkout', funnelStep: 'purchase-confirmed', metadata: { type } });
  }, [type]);
  usePreviewPackBought(type === 'photo-pack');

  function onContinue() {
    const step = continueStep(type, lastPurchase, account);
    if (step.kind === 'go') navigate(step.path);
    else void alert(step.message);
  }

  return (
    <Page>
      <Panel aria-labelledby="confirmed-title">
        <Check aria-hidden="true">✓</Check>
        <h1 id="confirmed-title">Purchase confirmed</h1>
        <p>{nextStepText(type, lastPurchase, account) ?? 'Thank you for your purchase.'}</p>
        <Button onClick={onContinue}>Continue</Button>
      </Panel>
    </Page>
  );
}
