import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, NO_PHOTO_PACKS_MESSAGE, PHOTO_PACKS_LOAD_FAILED_MESSAGE, type PhotoPack } from 'api-client';
import { Banner, Button, formatCredits, Page, PageTitle, Stack, theme, useGenStatusQuery, usePageMeta, usePageReady, VisuallyHidden } from 'shared-ui';
import { MyPacksList } from '../features/my-packs/components/my-packs-list';
import { PackLoader } from '../features/pack-generation/components/pack-loader';
import { useGenerateWithLatestModel } from '../features/pack-generation/hooks/use-generate-with-latest-model';
import { ConfirmPackDialog } from '../features/packs/components/confirm-pack-dialog';
import { CreditPackCard } from '../features/packs/components/credit-pack-card';
import { PackGrid } from '../features/packs/components/pack-card-frame';
import { EmptyText } from '../features/packs/components/pack-offer-list';
import { creditPacks } from '../features/packs/credit-packs';
import { usePhotoPacks } from '../features/packs/hooks/use-photo-packs';
import { SkeletonGrid } from '../lib/skeleton';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 24px;

  h1 {
    margin: 0;
  }
`;

const Balance = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};

  strong {
    color: ${theme.colors.text};
  }
`;

/**
 * packs: the packs the user bought (My packs, when there are any), then packs paid with credits, generated
 * with the user's newest ready model (docs/photo-packs.md).
 */
export default function PacksPage() {
  usePageMeta({ title: 'Photo packs | AI Photographer', noindex: true });
  const navigate = useNavigate();
  const packs = usePhotoPacks();
  // gen-status carries the balance and whether a model is ready, as the studio's gen page reads it.
  const balance = useGenStatusQuery();
  const { generating, generateWithLatestModel } = useGenerateWithLatestModel();
  const [confirming, setConfirming] = useState<PhotoPack | null>(null);

  const failure =
    packs.status === 'error' ? PHOTO_PACKS_LOAD_FAILED_MESSAGE : balance.status === 'error' ? errorMessage(balance.error) : null;
  const retry = () => {
    if (packs.status === 'error') void packs.refetch();
    if (balance.status === 'error') void balance.refetch();
  };
  const credits = balance.status === 'success' ? balance.data.credits : null;
  usePageReady(packs.status === 'success' && credits !== null);

  const offered = packs.status === 'success' ? creditPacks(packs.data) : [];
  let body;
  if (failure) {
    body = (
      <Banner tone="error" actions={<Button variant="secondary" onClick={retry}>Try again</Button>}>
        {failure}
      </Banner>
    );
  } else if (packs.status !== 'success' || credits === null) {
    body = <SkeletonGrid label="Loading photo packs" minWidth={240} height={460} />;
  } else if (offered.length === 0) {
    body = <EmptyText>{NO_PHOTO_PACKS_MESSAGE}</EmptyText>;
  } else {
    body = (
      <PackGrid>
        {offered.map((pack) => (
          <CreditPackCard
            key={pack.PackageID}
            pack={pack}
            credits={credits}
            generatingId={generating}
            onGenerate={setConfirming}
            onPurchaseCredits={() => navigate('/pricing')}
          />
        ))}
      </PackGrid>
    );
  }

  return (
    <Page>
      <Header>
        <PageTitle>Photo packs</PageTitle>
        {credits !== null && (
          <Balance>
            You have <strong>{formatCredits(credits)} credits</strong>
          </Balance>
        )}
      </Header>
      <Stack gap={24}>
        <MyPacksList hideWhenEmpty />
        {/* The pack cards' titles are h3s: an h2 keeps the outline whole (and apart from My packs). */}
        <VisuallyHidden as="h2">Packs to generate</VisuallyHidden>
        {body}
      </Stack>
      <ConfirmPackDialog
        pack={confirming}
        credits={credits ?? 0}
        onCancel={() => setConfirming(null)}
        onConfirm={(pack) => {
          setConfirming(null);
          void generateWithLatestModel(pack.PackageID, { cost: pack.Credits, balance: credits });
        }}
      />
      {generating !== null && <PackLoader />}
    </Page>
  );
}
