import styled from 'styled-components';
import { Button, ProgressBar, Stack, theme } from 'shared-ui';
import { PROMPT_DEMO_MS } from '../content/slides';
import type { DemoPrompt } from '../content/slide.types';
import { useFakeProgress } from '../hooks/use-fake-progress';
import { useFocusOnStart } from '../hooks/use-focus-on-start';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { MotionSafe } from './slide-parts';

const Item = styled.li`
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Prompt = styled.p`
  margin: 0;
  font-style: italic;
`;

const Result = styled.img`
  display: block;
  width: 60%;
  height: auto;
  margin: 0 auto;
  aspect-ratio: 5 / 6;
  border-radius: ${theme.radii.md};
`;

/** One example prompt: Generate Image runs a fake 1-second generation, then shows the example result. */
export function PromptDemo({ demo, onGenerate }: { demo: DemoPrompt; onGenerate: () => void }) {
  const reducedMotion = useReducedMotion();
  const progress = useFakeProgress(PROMPT_DEMO_MS, { reducedMotion });
  const focus = useFocusOnStart<HTMLDivElement>(progress.state);

  function generate() {
    focus.markStarted();
    onGenerate();
    progress.start();
  }

  return (
    <Item data-state={progress.state}>
      <Stack gap={10}>
        <Prompt>“{demo.prompt}”</Prompt>
        {progress.state === 'pending' && (
          <Button variant="secondary" fullWidth onClick={generate}>
            Generate Image
          </Button>
        )}
        {/* Focus lands here when Generate Image goes away: the progress, then the result. */}
        <div ref={focus.target} tabIndex={-1} role="group" aria-label={`Example: ${demo.prompt}`}>
          {progress.state === 'loading' && (
            <MotionSafe>
              <ProgressBar value={progress.value} label={`Generating: ${demo.prompt}`} />
            </MotionSafe>
          )}
          {progress.state === 'done' && <Result src={demo.imageUrl} alt={`Example result: ${demo.prompt}`} width={220} height={264} />}
        </div>
      </Stack>
    </Item>
  );
}
