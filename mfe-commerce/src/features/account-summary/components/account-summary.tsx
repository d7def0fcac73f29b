import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TRAINING_INCLUDED_LABEL, type AccountInfo } from 'api-client';
import { Banner, Button, Card, DetailList, formatCredits, Stack } from 'shared-ui';
import styled from 'styled-components';
import { CancelSubscriptionButton } from './cancel-subscription-button';

const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`;

const Balance = styled.p`
  margin: 0;
  font-size: 28px;
  font-weight: 700;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Included = styled.p`
  margin: 12px 0 0;
`;

/** A training a purchase included: kept for a training, apart from the credits, with the way to use it. */
function TrainingIncluded({ count }: { count: number }) {
  return (
    <Included>
      <strong>
        {TRAINING_INCLUDED_LABEL}
        {count > 1 ? ` × ${count}` : ''}
      </strong>
      : your purchase pays for {count > 1 ? `${count} model trainings` : 'a model training'}, kept apart from your credits so that
      nothing else can use it. <Link to="/train">Train your model</Link>
    </Included>
  );
}

function formatBillingDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export interface AccountSummaryProps {
  info: AccountInfo;
}

/** The account page's sections: My account, My credits, My subscription and Deleted images. */
export function AccountSummary({ info }: AccountSummaryProps) {
  const navigate = useNavigate();
  const subscription = info.subscriptionPackage;
  // Kept here, not in the button: the message outlives the button when the plan ends at once.
  const [cancelMessage, setCancelMessage] = useState<string>();
  return (
    <>
      <Card aria-labelledby="my-account">
        <SectionTitle id="my-account">My account</SectionTitle>
        <DetailList rows={[['Name', `${info.firstName} ${info.lastName}`.trim()], ['Email', info.email]]} />
      </Card>
      <Card aria-labelledby="my-credits">
        <SectionTitle id="my-credits">My credits</SectionTitle>
        <Row>
          <Balance>{formatCredits(info.credits)} credits</Balance>
          <Button variant="secondary" onClick={() => navigate('/payg-pricing')}>
            Buy more credits
          </Button>
        </Row>
        {info.trainingsIncluded > 0 && <TrainingIncluded count={info.trainingsIncluded} />}
      </Card>
      <Card aria-labelledby="my-subscription">
        <SectionTitle id="my-subscription">My subscription</SectionTitle>
        {cancelMessage && (
          <div style={{ marginBottom: 16 }}>
            <Banner tone="success">{cancelMessage}</Banner>
          </div>
        )}
        {subscription ? (
          <Stack gap={16} align="flex-start">
            <DetailList
              rows={[
                ['Plan', subscription.Title],
                ['Next billing date', info.nextBillingDate ? formatBillingDate(info.nextBillingDate) : null],
              ]}
            />
            <Row>
              <Button variant="secondary" onClick={() => navigate('/pricing')}>
                Change plan
              </Button>
              {/* Once cancelled the plan only runs out; there is nothing more to cancel. */}
              {!cancelMessage && (
                <CancelSubscriptionButton onCancelled={setCancelMessage} />
              )}
            </Row>
          </Stack>
        ) : (
          <Stack gap={12} align="flex-start">
            <p style={{ margin: 0 }}>No active subscription</p>
            <Button variant="secondary" onClick={() => navigate('/pricing')}>
              See plans
            </Button>
          </Stack>
        )}
      </Card>
      <Card aria-labelledby="deleted-images">
        <SectionTitle id="deleted-images">Deleted images</SectionTitle>
        <Row>
          <p style={{ margin: 0 }}>Photos you delete wait here until you restore them.</p>
          <Link to="/deleted-images">View deleted images</Link>
        </Row>
      </Card>
    </>
  );
}
