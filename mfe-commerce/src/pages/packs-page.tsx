import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NO_PHOTO_PACKS_MESSAGE, type PhotoPack } from 'api-client';
import { Banner, Button, formatCredits, Page, PageTitle, Stack, theme, usePageMeta } from 'shared-ui';
import { PackLoader } from '../features/pack-generation/components/pack-loader';
import { useGenerateWithLatestModel } from '../features/pack-generation/hooks/use-generate-with-latest-model';
import { ConfirmPackDialog } from '../features/packs/components/confirm-pack-dialog';
import { CreditPackCard } from '../features/packs/components/credit-pack-card';
import { PackGrid } from '../features/packs/components/pack-card-frame';
import { EmptyText } from '../features/packs/components/pack-offer-list';
import { useCreditBalance } from '../features/packs/hooks/use-credit-balance';
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

/** Part 2 §2 packs: packs paid with credits, generated with the user's newest model. */
export default function PacksPage() {
  usePageMeta({ title: 'Photo packs | AI Photographer', noindex: true });
  const navigate = useNavigate();
  const packs = usePhotoPacks();
  const balance = useCreditBalance();
  const { generating, generateWithLatestModel } = useGenerateWithLatestModel();
  const [confirming, setConfirming] = useState<PhotoPack | null>(null);

  const failure = packs.state.kind === 'failed' ? packs.state : balance.state.kind === 'failed' ? balance.state : null;
  const retry = () => {
    if (packs.state.kind === 'failed') packs.retry();
    if (balance.state.kind === 'failed') balance.retry();
  };

  const offered = packs.state.kind === 'loaded' ? creditPacks(packs.state.packs) : [];
  let body;
  if (failure) {
    body = (
      <Banner tone="error" actions={<Button variant="secondary" onClick={retry}>Try again</Button>}>
        {failure.message}
      </Banner>
    );
  } else if (packs.state.kind !== 'loaded' || balance.state.kind !== 'loaded') {
    body = <SkeletonGrid label="Loading photo packs" minWidth={240} height={460} />;
  } else if (offered.length === 0) {
    body = <EmptyText>{NO_PHOTO_PACKS_MESSAGE}</EmptyText>;
  } else {
    const credits = balance.state.credits;
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
        {balance.state.kind === 'loaded' && (
          <Balance>
            You have <strong>{formatCredits(balance.state.credits)} credits</strong>
          </Balance>
        )}
      </Header>
      <Stack gap={24}>{body}</Stack>
      <ConfirmPackDialog
        pack={confirming}
        credits={balance.state.kind === 'loaded' ? balance.state.credits : 0}
        onCancel={() => setConfirming(null)}
        onConfirm={(pack) => {
          setConfirming(null);
          void generateWithLatestModel(pack.PackageID);
        }}
      />
      {generating !== null && <PackLoader />}
    </Page>
  );
}
