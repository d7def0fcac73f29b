import type { AccountInfo } from 'api-client';
import { Card, DetailList, formatCredits } from 'shared-ui';
import styled from 'styled-components';

const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
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
        <DetailList rows={[['Name', `${info.firstName} ${info.lastName}`.trim()], ['Email', info.email]]} />
      </Card>
      <Card aria-labelledby="my-credits">
        <SectionTitle id="my-credits">My credits</SectionTitle>
        <p>{formatCredits(info.credits)} credits</p>
      </Card>
      <Card aria-labelledby="my-subscription">
        <SectionTitle id="my-subscription">My subscription</SectionTitle>
        {subscription ? (
          <DetailList
            rows={[
              ['Plan', subscription.Title],
              ['Next billing date', info.nextBillingDate ? formatBillingDate(info.nextBillingDate) : null],
            ]}
          />
        ) : (
          <p>No active subscription</p>
        )}
      </Card>
    </>
  );
}
