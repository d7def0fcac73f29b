import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PREVIEW_ALREADY_USED_MESSAGE, PREVIEW_STYLES, PREVIEWS_PAUSED_MESSAGE, type MyPreviewReply, type Persona } from 'api-client';
import {
  Banner, Button, ButtonLink, loginPath, PageTitle, PREVIEW_FUNNEL, PREVIEW_STEPS, PreviewPhotos, previewPrivacyText, Spinner, Stack,
  MOBILE_BREAKPOINT, theme, useImpression, useMyPreviewQuery, useSession,
} from 'shared-ui';
import { createProblem, useCreatePreview } from '../hooks/use-create-preview';
import { useHasCamera } from '../hooks/use-has-camera';
import {
  NEXT_LABEL, PREVIEW_EXPIRED_MESSAGE, PREVIEW_LOAD_FAILED_MESSAGE, PREVIEW_LOG_IN_MESSAGE, PREVIEW_UNAVAILABLE_MESSAGE, SENDING_TEXT,
  SKIP_LABEL,
} from '../preview-texts';
import { PreviewResult } from './preview-result';
import { SelfieChooser } from './selfie-chooser';

// Focus lands on the title when the funnel moves to this slide.
const Title = styled(PageTitle)`
  margin: 0;
  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 17px;
  line-height: 1.5;
`;

const Privacy = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

/**
 * Receives focus when the chooser gives way to the photos, so keyboard users stay in the step. On a wide screen
 * it is wider than onboarding's 400 px column, centred on it: the photos are what the step is for.
 */
const Body = styled.div`
  --wide: min(640px, calc(100vw - 48px));
  &:focus {
    outline: none;
  }
  @media (min-width: ${MOBILE_BREAKPOINT + 1}px) {
    width: var(--wide);
    margin-inline: calc((100% - var(--wide)) / 2);
  }
`;

export interface PreviewStepProps {
  title: string;
  text: string;
  persona: Persona | null;
  /** The way on: the next slide. `skipped` when no preview was started or shown. */
  onNext: (skipped: boolean) => void;
}

/** Why no preview can be made now, for a reply without one. */
function unavailableText(reply: MyPreviewReply): string {
  if (reply.reason === 'paused') return PREVIEWS_PAUSED_MESSAGE;
  if (reply.reason === 'used') return PREVIEW_EXPIRED_MESSAGE;
  // Another account of the same person had it: say so, rather than that "your" preview was deleted.
  if (reply.reason === 'used-by-address') return PREVIEW_ALREADY_USED_MESSAGE;
  return PREVIEW_UNAVAILABLE_MESSAGE;
}

/**
 * The free preview, right after activation: one selfie (camera or files), two preview photos as they arrive,
 * each with Get 30 like this. Skippable; a user who made theirs sees it again.
 */
export function PreviewStep({ title, text, persona, onNext }: PreviewStepProps) {
  useImpression(PREVIEW_FUNNEL, PREVIEW_STEPS.shown, persona);
  const location = useLocation();
  const { session } = useSession();
  const signedIn = session.status === 'logged-in';
  const mine = useMyPreviewQuery({ enabled: signedIn });
  const create = useCreatePreview(persona);
  const hasCamera = useHasCamera();
  const body = useRef<HTMLDivElement>(null);
  const expectedTitles = PREVIEW_STYLES[persona ?? 'unknown'].map((style) => style.title);

  const reply = mine.status === 'success' ? mine.data : null;
  // A failed preview the server lets the user try again (available) gives way to the chooser.
  const shownPreview = reply?.preview && !(reply.preview.status === 'failed' && reply.available) ? reply.preview : null;
  const previewId = (create.status === 'success' ? create.data.previewId : null) ?? shownPreview?.previewId ?? null;
  const problem = create.status === 'error' ? createProblem(create.error) : null;

  // The chooser's buttons go away once a selfie is on its way: keep the keyboard in the step.
  useEffect(() => {
    if (create.isPending) body.current?.focus();
  }, [create.isPending]);

  function content() {
    if (session.status === 'logged-out') {
      return (
        <Stack gap={12}>
          <Lead>{PREVIEW_LOG_IN_MESSAGE}</Lead>
          <ButtonLink to={loginPath(`${location.pathname}${location.search}`)} $variant="primary">Log in</ButtonLink>
        </Stack>
      );
    }
    if (!signedIn || mine.status === 'loading') return <Spinner label="Loading your preview" />;
    if (mine.status === 'error') {
      return (
        <Banner tone="error" actions={<Button variant="secondary" onClick={() => void mine.refetch()}>Try again</Button>}>
          {PREVIEW_LOAD_FAILED_MESSAGE}
        </Banner>
      );
    }
    if (previewId) return <PreviewResult previewId={previewId} persona={persona} expectedTitles={expectedTitles} />;
    if (create.isPending) {
      return (
        <Stack gap={8}>
          <Lead>{SENDING_TEXT}</Lead>
          <PreviewPhotos images={[]} processing expectedTitles={expectedTitles} persona={persona} place="onboarding" />
        </Stack>
      );
    }
    if (problem?.kind === 'paused') return <Banner tone="info">{problem.message}</Banner>;
    if (!mine.data.available) return <Banner tone="info">{unavailableText(mine.data)}</Banner>;
    return <SelfieChooser hasCamera={hasCamera} problem={problem} onChosen={(files) => create.mutate(files)} />;
  }

  // Skipping is leaving before any preview was asked for.
  const skipping = previewId === null && !create.isPending && (reply?.available ?? true) && problem?.kind !== 'paused';
  return (
    <Stack gap={20}>
      <Title tabIndex={-1}>{title}</Title>
      <Lead>{text}</Lead>
      <Body ref={body} tabIndex={-1}>
        {content()}
      </Body>
      {reply && <Privacy>{previewPrivacyText(reply.retentionHours)}</Privacy>}
      <Button fullWidth variant={skipping ? 'secondary' : 'primary'} onClick={() => onNext(skipping)}>
        {skipping ? SKIP_LABEL : NEXT_LABEL}
      </Button>
    </Stack>
  );
}
