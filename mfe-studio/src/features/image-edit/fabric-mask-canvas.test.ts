import { waitFor } from '@testing-library/react';
import { createMaskCanvas, type MaskCanvasState } from './fabric-mask-canvas';

// Real fabric on jsdom with jest-canvas-mock: pointer events on fabric's upper canvas draw marks.
function pointer(target: Element | Document, type: string, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0, buttons: 1 });
  Object.assign(event, { pointerId: 1, pointerType: 'mouse', isPrimary: true });
  target.dispatchEvent(event);
}

function drag(target: Element, from: [number, number], to: [number, number]) {
  pointer(target, 'pointerdown', ...from);
  pointer(target, 'pointermove', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
  pointer(target, 'pointermove', ...to);
  // fabric listens for the end of a drag on the document.
  pointer(document, 'pointerup', ...to);
}

function setup() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const changes: MaskCanvasState[] = [];
  const sut = createMaskCanvas(host, { width: 800, height: 600 }, (state) => changes.push(state));
  sut.resize({ width: 400, height: 300 });
  const upper = host.querySelector('canvas.upper-canvas');
  if (!upper) throw new Error('fabric made no upper canvas');
  return { sut, host, upper, last: () => changes.at(-1) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createMaskCanvas', () => {
  // touch-action: none comes from fabric (allowTouchScrolling: false) and MaskStage's CSS; jsdom drops it.
  it('creates fabric inside the host, at the displayed size', () => {
    const { host, upper } = setup();
    expect(host.querySelectorAll('canvas')).toHaveLength(2);
    expect(upper).toHaveAttribute('width', '400');
  });

  it('starts drawing on the first press, stacks strokes and rectangles, undoes the last and clears', () => {
    const { sut, upper, last } = setup();
    drag(upper, [10, 10], [60, 60]);
    expect(last()).toEqual({ marks: 1, started: true });
    sut.setTool('rectangle');
    drag(upper, [100, 100], [200, 180]);
    expect(last()).toEqual({ marks: 2, started: true });
    sut.undo();
    expect(last()).toEqual({ marks: 1, started: true });
    sut.clear();
    expect(last()).toEqual({ marks: 0, started: false });
  });

  it('exports a PNG at the image size, not the displayed size', async () => {
    const { sut } = setup();
    const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob');
    const blob = await sut.exportPng();
    expect(blob.type).toBe('image/png');
    const exported = toBlob.mock.contexts.at(-1) as HTMLCanvasElement;
    expect([exported.width, exported.height]).toEqual([800, 600]);
  });

  it('gives the host back empty when disposed', async () => {
    const { sut, host } = setup();
    sut.dispose();
    await waitFor(() => expect(host.querySelectorAll('canvas')).toHaveLength(0));
  });
});
