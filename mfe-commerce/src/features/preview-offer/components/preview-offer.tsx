import styled from 'styled-components';
import type { Persona, Preview } from 'api-client';
import {
  ButtonLink, Card, isPreviewExpired, media, PREVIEW_FUNNEL, PREVIEW_OFFER, PREVIEW_STEPS, PreviewPhotos, previewPrivacyText,
  previewStepPath, theme, useGenStatusQuery, useImpression, useMyPreviewQuery, usePreviewQuery, useSession,
} from 'shared-ui';

export const YOUR_PREVIEW_TITLE = 'Your free preview';
export const YOUR_PREVIEW_TEXT = 'Like what you see? Get a pack in the style you like best.';
export const MAKE_PREVIEW_LABEL = 'Make my free preview';

const Offer = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 440px);
  gap: 24px;
  align-items: start;
  ${media.mobile`grid-template-columns: minmax(0, 1fr); gap: 16px;`}

  h2 {
    margin: 0 0 8px;
    font-size: 22px;
  }
`;

const Text = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.textMuted};
`;

const Privacy = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const Invitation = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  border-color: ${theme.colors.accent};
  background: ${theme.colors.accentSoft};

  h2 {
    margin: 0 0 4px;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: ${theme.colors.text};
  }
  ${media.mobile`a { width: 100%; }`}
`;

/** "See yourself first": the way to onboarding's preview step, for a signed-in user who can still make one. */
function PreviewInvitation({ persona }: { persona: Persona | null }) {
  useImpression(PREVIEW_FUNNEL, PREVIEW_STEPS.shown, persona);
  return (
    <Invitation aria-labelledby="preview-invitation-title">
      <div>
        <h2 id="preview-invitation-title">{PREVIEW_OFFER.title}</h2>
        <p>{PREVIEW_OFFER.text}</p>
      </div>
      <ButtonLink to={previewStepPath(persona)} $variant="primary">{MAKE_PREVIEW_LABEL}</ButtonLink>
    </Invitation>
  );
}

/** The user's preview on buy-packs, polled while it is still being made; each photo leads to its pack. */
function YourPreview({ preview, persona, retentionHours }: { preview: Preview; persona: Persona | null; retentionHours: number }) {
  const live = usePreviewQuery(preview.previewId, { enabled: preview.status === 'processing' });
  const shown = live.status === 'success' ? live.data : preview;
  if (shown.images.length === 0 && shown.status !== 'processing') return null;
  return (
    <Offer aria-labelledby="your-preview-title">
      <div>
        <h2 id="your-preview-title">{YOUR_PREVIEW_TITLE}</h2>
        <Text>{YOUR_PREVIEW_TEXT}</Text>
        <Privacy>{previewPrivacyText(retentionHours)}</Privacy>
      </div>
      <PreviewPhotos images={shown.images} processing={shown.status === 'processing'} persona={persona} place="buy-packs" />
    </Offer>
  );
}

/**
 * Buy-packs' part of the free preview: a signed-in user's preview with Get 30 like this, or, for one who has
 * bought nothing and may still make a preview, the invitation to make it. Nothing for visitors, and nothing
 * when the preview cannot be known (it is an extra, never in the way of the packs).
 */
export function PreviewOffer({ persona }: { persona: Persona | null }) {
  const { session } = useSession();
  const signedIn = session.status === 'logged-in';
  const mine = useMyPreviewQuery({ enabled: signedIn, onError: (error) => console.warn('Loading the preview failed', error) });
  const account = useGenStatusQuery({ enabled: signedIn });
  if (!signedIn || mine.status !== 'success') return null;
  const { preview, available, retentionHours } = mine.data;
  if (preview) return isPreviewExpired(preview) ? null : <YourPreview preview={preview} persona={persona} retentionHours={retentionHours} />;
  if (available && account.status === 'success' && !account.data.userHasPurchased) return <PreviewInvitation persona={persona} />;
  return null;
}
