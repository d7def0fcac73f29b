import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { apiFileUrl, callUrl, CREDIT_HISTORY_LOAD_FAILED_MESSAGE, creditHistoryCsvCall, type CreditHistoryEntry } from 'api-client';
import { Button, Card, focusRing, media, Spinner, theme, VisuallyHidden } from 'shared-ui';
import {
  formatHistoryAmount, formatHistoryBalance, formatHistoryCredits, formatHistoryDate, formatHistoryTrainings, KIND_LABEL,
} from '../history-format';
import { useCreditHistoryPage } from '../hooks/use-credit-history';

export const PURCHASE_HISTORY_TITLE = 'Purchases and credits';
export const NO_HISTORY_TEXT = 'Nothing here yet. Credits you buy and spend, plans, photo packs, refunds and credits from support will be listed here.';
export const SHOW_MORE_LABEL = 'Show older entries';
export const DOWNLOAD_CSV_LABEL = 'Download as CSV';

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
  grid-template-columns: minmax(0, 1fr) 8rem 8.5rem 8.5rem 5rem;
  align-items: center;
  gap: 4px 16px;
  padding: 12px 0;
  border-top: 1px solid ${theme.colors.border};
  &:first-child { border-top: 0; }
  ${media.mobile`
    grid-template-columns: auto auto auto minmax(0, 1fr);
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
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$tone === 'gain' ? theme.colors.success : p.$tone === 'loss' ? theme.colors.danger : theme.colors.text)};
  ${media.mobile`text-align: left;`}
`;

const Header = styled(Row).attrs({ as: 'div' })`
  padding: 0 0 8px;
  color: ${theme.colors.textMuted};
  font-size: 13px;
  font-weight: 600;
  ${media.mobile`display: none;`}
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
`;

const CsvLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  ${focusRing}
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
  const trainings = formatHistoryTrainings(entry.trainings);
  const tone = entry.credits > 0 ? 'gain' : entry.credits < 0 ? 'loss' : 'none';
  return (
    <Row>
      <div>
        <Name>{entry.title}</Name>
        <Meta>
          <time dateTime={entry.date}>{day}</time> · {KIND_LABEL[entry.kind]} · Ref. {entry.reference}
        </Meta>
        {trainings && <Meta>{trainings}</Meta>}
      </div>
      <Figure>
        <VisuallyHidden>Amount: </VisuallyHidden>
        {formatHistoryAmount(entry)}
      </Figure>
      <Figure $tone={tone}>
        <VisuallyHidden>Credits: </VisuallyHidden>
        {formatHistoryCredits(entry.credits)}
      </Figure>
      <Figure>
        <VisuallyHidden>Balance after: </VisuallyHidden>
        {formatHistoryBalance(entry.balanceAfter)}
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

/** One page of entries; the last page loaded offers the next. */
function HistoryPage({ before, isLast, onMore }: { before: string | undefined; isLast: boolean; onMore: (cursor: string) => void }) {
  const query = useCreditHistoryPage(before);
  if (query.status === 'loading') return <Spinner label="Loading your purchases and credits" />;
  if (query.status === 'error') {
    return (
      <Muted role="alert">
        {CREDIT_HISTORY_LOAD_FAILED_MESSAGE}{' '}
        <Button variant="text" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Muted>
    );
  }
  const { entries, nextCursor } = query.data;
  if (before === undefined && entries.length === 0) {
    return (
      <Muted>
        {NO_HISTORY_TEXT} <Link to="/pricing">See plans and credits</Link>
      </Muted>
    );
  }
  return (
    <>
      <List aria-label={before === undefined ? 'Newest entries' : 'Older entries'}>
        {entries.map((entry) => (
          <HistoryRow key={entry.reference} entry={entry} />
        ))}
      </List>
      {isLast && nextCursor && (
        <Footnote>
          <Button variant="secondary" onClick={() => onMore(nextCursor)}>
            {SHOW_MORE_LABEL}
          </Button>
        </Footnote>
      )}
    </>
  );
}

/**
 * "Purchases and credits": every credit in and out (purchases, spends with what they bought, refunds, grants)
 * and every payment, newest first, with the balance after each, so the list adds up to the balance; older
 * pages on request, and the whole of it as a CSV file.
 */
export function PurchaseHistorySection() {
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  return (
    <Card aria-labelledby="purchase-history-title">
      <Title id="purchase-history-title">{PURCHASE_HISTORY_TITLE}</Title>
      <Toolbar>
        <Intro style={{ margin: 0 }}>Newest first, with your balance after each entry. A receipt is e-mailed to you after every payment.</Intro>
        <CsvLink href={apiFileUrl(callUrl(creditHistoryCsvCall))} download>
          {DOWNLOAD_CSV_LABEL}
        </CsvLink>
      </Toolbar>
      <Header aria-hidden="true">
        <span>Item</span>
        <Figure>Amount</Figure>
        <Figure>Credits</Figure>
        <Figure>Balance after</Figure>
        <span />
      </Header>
      {cursors.map((before, i) => (
        <HistoryPage key={before ?? 'newest'} before={before} isLast={i === cursors.length - 1} onMore={(next) => setCursors((shown) => [...shown, next])} />
      ))}
    </Card>
  );
}
