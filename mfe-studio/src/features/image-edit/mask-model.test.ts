import {
  applyEditProblem,
  BRUSH_SIZES,
  brushSize,
  displayZoom,
  dragRect,
  MarkStack,
  MASK_OPACITY,
  MASK_REQUIRED_MESSAGE,
  maskOpacity,
  PROMPT_REQUIRED_MESSAGE,
  sceneBrushWidth,
} from './mask-model';

describe('mask model', () => {
  it('has the spec brush sizes and a rectangle that is no brush', () => {
    expect(BRUSH_SIZES.map((b) => [b.label, b.size])).toEqual([['Small', 20], ['Medium', 40], ['Large', 100]]);
    expect(brushSize('large')).toBe(100);
    expect(brushSize('rectangle')).toBeNull();
  });

  it('hides the mask until drawing starts, then shows it at 0.4', () => {
    expect(maskOpacity(false)).toBe(0);
    expect(maskOpacity(true)).toBe(0.4);
    expect(MASK_OPACITY).toBe(0.4);
  });

  it('needs a prompt, then a drawn mask', () => {
    expect(applyEditProblem('  ', 3)).toBe(PROMPT_REQUIRED_MESSAGE);
    expect(applyEditProblem('a hat', 0)).toBe(MASK_REQUIRED_MESSAGE);
    expect(applyEditProblem('a hat', 1)).toBeNull();
  });

  it('keeps brush sizes in screen pixels whatever the zoom', () => {
    const zoom = displayZoom({ width: 2000, height: 1000 }, { width: 500, height: 250 });
    expect(zoom).toBe(0.25);
    expect(sceneBrushWidth(20, zoom)).toBe(80);
    expect(displayZoom({ width: 0, height: 0 }, { width: 10, height: 10 })).toBe(1);
  });

  it('draws a rectangle whichever way it is dragged', () => {
    expect(dragRect({ x: 50, y: 40 }, { x: 10, y: 100 })).toEqual({ left: 10, top: 40, width: 40, height: 60 });
  });

  it('undoes strokes and rectangles last first, and clears all', () => {
    const sut = new MarkStack<string>();
    sut.push('stroke 1');
    sut.push('rect');
    sut.push('stroke 2');
    expect(sut.pop()).toBe('stroke 2');
    expect(sut.size).toBe(2);
    expect(sut.drain()).toEqual(['stroke 1', 'rect']);
    expect(sut.size).toBe(0);
    expect(sut.pop()).toBeUndefined();
  });
});
