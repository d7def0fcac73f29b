import type { AccountInfo } from 'api-client';
import { Card, formatCredits } from 'shared-ui';
import styled from 'styled-components';

const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function formatBillingDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** My account, My credits and My subscription (part 2 §2 "account"). */
export function AccountSummary({ info }: { info: AccountInfo }) {
  const subscription = info.subscriptionPackage;
  return (
    <>
      <Card aria-labelledby="my-account">
        <SectionTitle id="my-account">My account</SectionTitle>
        <Details>
          <dt>Name</dt>
          <dd>{`${info.firstName} ${info.lastName}`.trim()}</dd>
          <dt>Email</dt>
          <dd>{info.email}</dd>
        </Details>
      </Card>
      <Card aria-labelledby="my-credits">
        <SectionTitle id="my-credits">My credits</SectionTitle>
        <p>{formatCredits(info.credits)} credits</p>
      </Card>
      <Card aria-labelledby="my-subscription">
        <SectionTitle id="my-subscription">My subscription</SectionTitle>
        {subscription ? (
          <Details>
            <dt>Plan</dt>
            <dd>{subscription.Title}</dd>
            {info.nextBillingDate && (
              <>
                <dt>Next billing date</dt>
                <dd>{formatBillingDate(info.nextBillingDate)}</dd>
              </>
            )}
          </Details>
        ) : (
          <p>No active subscription</p>
        )}
      </Card>
    </>
  );
}
