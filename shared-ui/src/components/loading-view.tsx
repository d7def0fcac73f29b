import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../theme/theme';
import { ProgressBar } from './progress-bar';
import { Spinner } from './spinner';

/** A timed progress bar stops at 95 % until the work really ends, and moves every 100 ms. */
export const PROGRESS_CAP = 0.95;
export const PROGRESS_TICK_MS = 100;

export interface LoadingViewProps {
  text?: string;
  warning?: string;
  /** When given, a progress bar fills over this many milliseconds (up to the cap). */
  durationMs?: number;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: 48px 16px;
  text-align: center;
  color: ${theme.colors.accent};
`;

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.text};
  font-size: 17px;
`;

const Warning = styled.p`
  margin: 0;
  color: ${theme.colors.warning};
  font-size: 14px;
`;

function useTimedProgress(durationMs: number | undefined): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!durationMs || durationMs <= 0) return undefined;
    const started = Date.now();
    setProgress(0);
    const timer = setInterval(() => {
      setProgress(Math.min(PROGRESS_CAP, (Date.now() - started) / durationMs));
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [durationMs]);
  return progress;
}

export function LoadingView({ text, warning, durationMs }: LoadingViewProps) {
  const progress = useTimedProgress(durationMs);
  return (
    <Wrapper aria-busy="true">
      <Spinner size={40} label={text ?? 'Loading'} />
      {text && <Text aria-hidden="true">{text}</Text>}
      {warning && <Warning>{warning}</Warning>}
      {durationMs !== undefined && <ProgressBar value={progress} label={text ?? 'Loading'} />}
    </Wrapper>
  );
}
