import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TrainOverview } from 'api-client';
import { Banner, Spinner, Stack, theme } from 'shared-ui';
import { localStartTime, remainingMessage } from '../training-time';

export const REFRESH_HINT = 'Refresh the page to update training status';
const CLOCK_TICK_MS = 15_000;

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

const ModelsLink = styled(Link)`
  font-weight: 600;
  color: ${theme.colors.accent};
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

/** Re-renders every few seconds so the countdown moves without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type Props = Pick<TrainOverview, 'trainingModelName' | 'trainingStartTime' | 'readyModelsExist'>;

export function TrainingInProgress({ trainingModelName, trainingStartTime, readyModelsExist }: Props) {
  const now = useNow();
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
        <Line $strong>{remainingMessage(trainingStartTime, now)}</Line>
        <Hint>{REFRESH_HINT}</Hint>
      </Stack>
    </Banner>
  );
}
