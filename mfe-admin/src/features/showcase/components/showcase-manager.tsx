import styled from 'styled-components';
import { errorMessage, orderShowcaseItems, type PhotoPack } from 'api-client';
import { Banner, Spinner, Stack, useApiMutation } from 'shared-ui';
import { SectionCard } from '../../../components/section-card';
import { moved } from '../placements';
import { SHOWCASE_ITEMS_KEY, useShowcaseItems } from '../showcase-queries';
import { ShowcaseItemCard } from './showcase-item-card';
import { ShowcaseUploadForm } from './showcase-upload-form';

const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The anchor the admin tools link to (/content-gen#showcase). */
export const SHOWCASE_SECTION_ID = 'showcase';

/**
 * The Showcase: real photos shown on the landing page, the face gallery and pack cards, each with the consent
 * of the person shown. Add one, choose where it appears, order them, retire them. Part of the content studio.
 */
export function ShowcaseManager({ packs }: { packs: readonly PhotoPack[] }) {
  const items = useShowcaseItems();
  const order = useApiMutation((itemIds: number[]) => orderShowcaseItems({ itemIds }), { invalidates: [SHOWCASE_ITEMS_KEY] });
  const all = items.status === 'success' ? items.data.items : [];
  const active = all.filter((item) => item.status === 'active');
  const retired = all.filter((item) => item.status === 'retired');
  const ids = active.map((item) => item.id);

  return (
    <div id={SHOWCASE_SECTION_ID}>
      <SectionCard title="Showcase">
        <Stack gap={24}>
          <p>
            Real customers&rsquo; photos for the landing page, the face gallery and pack cards. Only with the signed consent of the
            person shown; pages without one show their illustrations.
          </p>
          <ShowcaseUploadForm />
          {items.status === 'loading' && <Spinner label="Loading the showcase" />}
          {items.status === 'error' && <Banner tone="error">{errorMessage(items.error)}</Banner>}
          {order.status === 'error' && <Banner tone="error">{errorMessage(order.error)}</Banner>}
          {items.status === 'success' && active.length === 0 && <p>Nothing on the site yet.</p>}
          {active.length > 0 && (
            <List aria-label="On the site, in order">
              {active.map((item, index) => (
                <ShowcaseItemCard
                  key={item.id}
                  item={item}
                  packs={packs}
                  moving={order.isPending}
                  onMoveUp={index > 0 ? () => order.mutate(moved(ids, item.id, -1)) : undefined}
                  onMoveDown={index < active.length - 1 ? () => order.mutate(moved(ids, item.id, 1)) : undefined}
                />
              ))}
            </List>
          )}
          {retired.length > 0 && (
            <details>
              <summary>Retired ({retired.length})</summary>
              <List aria-label="Retired">
                {retired.map((item) => <ShowcaseItemCard key={item.id} item={item} packs={packs} moving={false} />)}
              </List>
            </details>
          )}
        </Stack>
      </SectionCard>
    </div>
  );
}
