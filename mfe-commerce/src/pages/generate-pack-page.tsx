import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PURCHASE_INFO_FAILED_MESSAGE } from 'api-client';
import { Banner, Button, Card, LoadingView, Page, PageTitle, SelectField, Stack, theme, usePageMeta } from 'shared-ui';
import { PackLoader } from '../features/pack-generation/components/pack-loader';
import { useGeneratePack } from '../features/pack-generation/hooks/use-generate-pack';
import { needsModel, usePackPurchase } from '../features/pack-generation/hooks/use-pack-purchase';

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Narrow = styled.div`
  max-width: 560px;
`;

/** generate-pack/{purchaseId}: make a bought pack with one of the user's flux-lora models. */
export default function GeneratePackPage() {
  usePageMeta({ title: 'Generate your pack | AI Photographer', noindex: true });
  const { purchaseId } = useParams();
  const navigate = useNavigate();
  const purchase = usePackPurchase(purchaseId);
  const { generating, generate } = useGeneratePack();
  const [chosenModel, setChosenModel] = useState<string>();

  if (purchase.status === 'loading') return <LoadingView text="Loading your pack" />;
  if (purchase.status === 'error') {
    return (
      <Page>
        <PageTitle>Your photo pack</PageTitle>
        <Banner tone="error" actions={<Button variant="secondary" onClick={() => void purchase.refetch()}>Try again</Button>}>
          {PURCHASE_INFO_FAILED_MESSAGE}
        </Banner>
      </Page>
    );
  }
  if (needsModel(purchase.data)) return <Navigate to="/train" replace />;

  const { info, models } = purchase.data;
  const modelId = chosenModel ?? models[0]?.ModelID ?? '';
  return (
    <Page>
      <Narrow>
        <PageTitle>{info.packInfo.Title}</PageTitle>
        <Card>
          <Stack gap={20}>
            <Description>{info.packInfo.PhotoPackDescription}</Description>
            {info.packGenerationId !== null ? (
              <Stack gap={12} align="flex-start">
                <Banner tone="success">This pack has been generated.</Banner>
                <Button onClick={() => navigate(`/pack-generated/${info.packGenerationId}`)}>See My Images</Button>
              </Stack>
            ) : (
              <Stack gap={16} align="flex-start">
                <SelectField
                  label="Model"
                  value={modelId}
                  options={models.map((model) => ({ value: model.ModelID, label: model.ModelName }))}
                  onChange={(event) => setChosenModel(event.target.value)}
                  disabled={generating !== null}
                />
                <Button
                  loading={generating !== null}
                  disabled={!modelId}
                  onClick={() => void generate({ packId: info.packInfo.PackageID, modelId, packPurchaseId: Number(purchaseId) })}
                >
                  Generate Images · included in your purchase
                </Button>
              </Stack>
            )}
          </Stack>
        </Card>
      </Narrow>
      {generating !== null && <PackLoader />}
    </Page>
  );
}
