import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CREDIT_HISTORY_LIMIT, CREDIT_HISTORY_LOAD_FAILED_MESSAGE, type CreditHistoryEntry } from 'api-client';
import { Button, Card, focusRing, media, Spinner, theme, VisuallyHidden } from 'shared-ui';
import { formatHistoryAmount, formatHistoryCredits, formatHistoryDate, KIND_LABEL } from '../history-format';
import { useCreditHistory } from '../hooks/use-credit-history';

export const PURCHASE_HISTORY_TITLE = 'Purchases and credits';
export const NO_HISTORY_TEXT = 'Nothing here yet. Credits you buy, plans, photo packs, refunds and credits from support will be listed here.';

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 20px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Intro = styled(Muted)`
  margin-bottom: 12px;
  font-size: 14px;
`;

const Footnote = styled(Muted)`
  margin-top: 12px;
  font-size: 14px;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * One entry: on a wide screen a row of item, amount, credits and receipt; on a phone the item on top and
 * the figures in a line below, so nothing scrolls sideways.
 */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 10rem 9rem 5.5rem;
  align-items: center;
  gap: 4px 16px;
  padding: 12px 0;
  border-top: 1px solid ${theme.colors.border};
  &:first-child { border-top: 0; }
  ${media.mobile`
    grid-template-columns: auto auto minmax(0, 1fr);
    & > :first-child { grid-column: 1 / -1; }
  `}
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const Meta = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const Figure = styled.span<{ $tone?: 'gain' | 'loss' | 'none' }>`
  text-align: right;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$tone === 'gain' ? theme.colors.success : p.$tone === 'loss' ? theme.colors.danger : theme.colors.text)};
  ${media.mobile`text-align: left;`}
`;

const Receipt = styled.span`
  text-align: right;
`;

const ReceiptLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  ${focusRing}
`;

function HistoryRow({ entry }: { entry: CreditHistoryEntry }) {
  const day = formatHistoryDate(entry.date);
  const tone = entry.credits > 0 ? 'gain' : entry.credits < 0 ? 'loss' : 'none';
  return (
    <Row>
      <div>
        <Name>{entry.title}</Name>
        <Meta>
          <time dateTime={entry.date}>{day}</time> · {KIND_LABEL[entry.kind]} · Ref. {entry.reference}
        </Meta>
      </div>
      <Figure>
        <VisuallyHidden>Amount: </VisuallyHidden>
        {formatHistoryAmount(entry)}
      </Figure>
      <Figure $tone={tone}>
        <VisuallyHidden>Credits: </VisuallyHidden>
        {formatHistoryCredits(entry.credits)}
      </Figure>
      <Receipt>
        {entry.receiptUrl && (
          <ReceiptLink href={entry.receiptUrl} target="_blank" rel="noopener noreferrer">
            Receipt
            <VisuallyHidden> for {entry.title}, {day} (opens in a new tab)</VisuallyHidden>
          </ReceiptLink>
        )}
      </Receipt>
    </Row>
  );
}

/** "Purchases and credits": what the account bought, renewed and was given, newest first. */
export function PurchaseHistorySection() {
  const query = useCreditHistory();
  const entries = query.status === 'success' ? query.data.entries : [];
  return (
    <Card aria-labelledby="purchase-history-title">
      <Title id="purchase-history-title">{PURCHASE_HISTORY_TITLE}</Title>
      <Intro>Newest first. A receipt is e-mailed to you after every payment.</Intro>
      {query.status === 'loading' && <Spinner label="Loading your purchases and credits" />}
      {query.status === 'error' && (
        <Muted role="alert">
          {CREDIT_HISTORY_LOAD_FAILED_MESSAGE}{' '}
          <Button variant="text" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Muted>
      )}
      {query.status === 'success' && entries.length === 0 && (
        <Muted>
          {NO_HISTORY_TEXT} <Link to="/pricing">See plans and credits</Link>
        </Muted>
      )}
      {entries.length > 0 && (
        <List>
          {entries.map((entry) => (
            <HistoryRow key={entry.reference} entry={entry} />
          ))}
        </List>
      )}
      {entries.length >= CREDIT_HISTORY_LIMIT && <Footnote>Showing your last {CREDIT_HISTORY_LIMIT} entries.</Footnote>}
    </Card>
  );
}
