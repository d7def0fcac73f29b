import { render, screen } from '@testing-library/react';
import { ModelTabs, type ModelTabItem } from './model-tabs';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));

const tab = (modelId: string, name: string, modelType: ModelTabItem['modelType'] = 'flux-lora'): ModelTabItem =>
  ({ modelId, name, status: 'succeeded', modelType, mainImageUrl: null });
const MODELS = [tab('all', 'All models', 'fake'), tab('new', 'New model', 'fake'), tab('base', 'Base model', 'flux-base'), tab('7', 'Anna')];

/**
 * The strip as a 390 px phone lays it out (jsdom has no layout): 358 px wide, the four tabs 86, 91, 96 and
 * 68 px wide with 8 px between them, from 2 px in: Anna, selected, ends 9 px past the edge.
 */
function layOut(strip: HTMLElement, scrollTo: jest.Mock) {
  const widths = [86, 91, 96, 68];
  let left = 2;
  [...strip.children].forEach((child, index) => {
    const start = left;
    const width = widths[index] as number;
    jest.spyOn(child, 'getBoundingClientRect').mockReturnValue({ left: start, right: start + width, width } as DOMRect);
    left = start + width + 8;
  });
  jest.spyOn(strip, 'getBoundingClientRect').mockReturnValue({ left: 0, right: 358, width: 358 } as DOMRect);
  Object.defineProperty(strip, 'clientWidth', { value: 358 });
  Object.assign(strip, { scrollTo });
}

describe('ModelTabs on a phone', () => {
  it('shows the selected model whole without leaving the first tab cut to a half label ("models")', () => {
    const scrollTo = jest.fn();
    const { rerender } = render(<ModelTabs models={MODELS} selectedId="base" onSelect={() => undefined} />);
    layOut(screen.getByRole('group', { name: 'Models' }), scrollTo);
    rerender(<ModelTabs models={MODELS} selectedId="7" onSelect={() => undefined} />);
    // Anna ends at 367: 9 px would show it, and leave "All models" (2–88) cut at 9, its label half there.
    // Instead All models is scrolled away but for the fade's 28 px, and Anna shows whole.
    expect(scrollTo).toHaveBeenCalledWith({ left: 60 });
    const left = scrollTo.mock.calls[0][0].left as number;
    expect(88 - left).toBeLessThanOrEqual(28);
    expect(367 - left).toBeLessThanOrEqual(358);
  });

  it('leaves the strip where it is when the selected model already shows whole', () => {
    const scrollTo = jest.fn();
    const { rerender } = render(<ModelTabs models={MODELS} selectedId="7" onSelect={() => undefined} />);
    layOut(screen.getByRole('group', { name: 'Models' }), scrollTo);
    rerender(<ModelTabs models={MODELS} selectedId="new" onSelect={() => undefined} />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
