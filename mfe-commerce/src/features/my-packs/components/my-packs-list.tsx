import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MY_PACKS_LOAD_FAILED_MESSAGE, type MyPackPurchase } from 'api-client';
import { Button, ButtonLink, Card, Spinner, theme } from 'shared-ui';
import { useMyPackPurchases } from '../hooks/use-my-pack-purchases';

export const MY_PACKS_TITLE = 'My packs';
export const NO_PACKS_BOUGHT_TEXT = "You haven't bought a photo pack yet.";

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`;

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 10px 0;
  border-top: 1px solid ${theme.colors.border};
  &:first-child { border-top: 0; }
`;

const Name = styled.span`
  font-weight: 600;
`;

const Meta = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

const STATE_TEXT: Record<MyPackPurchase['state'], string> = {
  unused: 'Not made yet',
  generating: 'Being made',
  generated: 'Made',
};

/** Unused → Generate (its generate-pack page); being made or made → its photos. */
function actionOf(purchase: MyPackPurchase): { to: string; label: string } {
  if (purchase.state === 'unused' || purchase.generationId === null) {
    return { to: `/generate-pack/${purchase.purchaseId}`, label: 'Generate' };
  }
  return { to: `/pack-generated/${purchase.generationId}`, label: purchase.state === 'generating' ? 'See progress' : 'See photos' };
}

function PurchaseRow({ purchase }: { purchase: MyPackPurchase }) {
  const action = actionOf(purchase);
  return (
    <Row>
      <div>
        <Name>
          <span aria-hidden="true">{purchase.emoji} </span>
          {purchase.title}
        </Name>
        <Meta>
          {STATE_TEXT[purchase.state]} · bought {formatDay(purchase.purchasedAt)}
        </Meta>
      </div>
      <ButtonLink to={action.to} $variant={purchase.state === 'unused' ? 'primary' : 'secondary'} aria-label={`${action.label}: ${purchase.title}`}>
        {action.label}
      </ButtonLink>
    </Row>
  );
}

interface MyPacksListProps {
  /** The packs page shows the section only when there is something in it; the account page always. */
  hideWhenEmpty?: boolean;
}

/** "My packs": every pack the user bought, with its state and where to go next. */
export function MyPacksList({ hideWhenEmpty = false }: MyPacksListProps) {
  const query = useMyPackPurchases();
  const empty = query.status === 'success' && query.data.purchases.length === 0;
  if (hideWhenEmpty && (query.status !== 'success' || empty)) return null;
  return (
    <Card aria-labelledby="my-packs-title">
      <Title id="my-packs-title">{MY_PACKS_TITLE}</Title>
      {query.status === 'loading' && <Spinner label="Loading your packs" />}
      {query.status === 'error' && (
        <Muted>
          {MY_PACKS_LOAD_FAILED_MESSAGE}{' '}
          <Button variant="text" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Muted>
      )}
      {empty && (
        <Muted>
          {NO_PACKS_BOUGHT_TEXT} <Link to="/buy-packs">See the photo packs</Link>
        </Muted>
      )}
      {query.status === 'success' && !empty && (
        <List>
          {query.data.purchases.map((purchase) => (
            <PurchaseRow key={purchase.purchaseId} purchase={purchase} />
          ))}
        </List>
      )}
    </Card>
  );
}
