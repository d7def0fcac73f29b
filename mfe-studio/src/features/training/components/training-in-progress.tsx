import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TrainOverview } from 'api-client';
import { Banner, ProgressBar, Spinner, Stack, theme } from 'shared-ui';
import { localStartTime, progressText, remainingMessage, updatedText } from '../training-time';

export const CLOSE_PAGE_TEXT = 'You can close this page — we\'ll e-mail you when your model is ready';
/** The spec's words, said when they are true: the page has stopped hearing from the server. */
export const REFRESH_TEXT = 'Refresh the page to update training status';
const CLOCK_TICK_MS = 5_000;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  font-size: 20px;
`;

const Line = styled.p<{ $strong?: boolean }>`
  margin: 0;
  font-weight: ${(p) => (p.$strong ? 600 : 400)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const ProgressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  font-size: 14px;
`;

const ModelsLink = styled(Link)`
  font-weight: 600;
  color: ${theme.colors.accent};
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

/** Re-renders every few seconds so the countdown and "Updated …" move without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** When `value` last changed: every poll's answer is a fresh object, so this is when the page last heard. */
function useChangedAt(value: unknown): number {
  const [changedAt, setChangedAt] = useState(() => Date.now());
  useEffect(() => setChangedAt(Date.now()), [value]);
  return changedAt;
}

type Props = Pick<TrainOverview, 'trainingModelName' | 'trainingStartTime' | 'readyModelsExist' | 'trainingProgress'> & {
  /** The live status stopped (connection dropped, or the status calls keep failing): the banner no longer moves by itself. */
  liveStatusStopped?: boolean;
};

export function TrainingInProgress({ trainingModelName, trainingStartTime, readyModelsExist, trainingProgress, liveStatusStopped = false }: Props) {
  const now = useNow();
  const updatedAt = useChangedAt(trainingProgress);
  const startedAt = localStartTime(trainingStartTime);
  return (
    <Banner
      tone="info"
      actions={readyModelsExist ? <ModelsLink to="/models">View all models</ModelsLink> : undefined}
    >
      <Stack gap={8}>
        <Title>
          <Spinner size={20} />
          Training {trainingModelName ? `"${trainingModelName}"` : 'your model'}
        </Title>
        {startedAt && <Line>Started at {startedAt}</Line>}
        <Line $strong>{remainingMessage(trainingStartTime, now, trainingProgress)}</Line>
        {trainingProgress && (
          <Stack gap={4}>
            <ProgressBar value={trainingProgress.percent / 100} label="Training progress" />
            <ProgressRow>
              <span>{progressText(trainingProgress)}</span>
              <Hint as="span" aria-live="off">{updatedText(Math.min(updatedAt, now), now)}</Hint>
            </ProgressRow>
          </Stack>
        )}
        {/* The page asks every few seconds and updates itself; only when that stops does refreshing help. */}
        {liveStatusStopped && <Line $strong>{REFRESH_TEXT}</Line>}
        <Line>{CLOSE_PAGE_TEXT}</Line>
      </Stack>
    </Banner>
  );
}
