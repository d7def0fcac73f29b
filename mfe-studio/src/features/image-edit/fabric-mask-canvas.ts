import { Canvas, PencilBrush, Rect, type FabricObject, type TPointerEventInfo } from 'fabric';
import {
  brushSize,
  displayZoom,
  dragRect,
  MarkStack,
  MASK_BACKGROUND,
  MASK_PAINT,
  sceneBrushWidth,
  type MaskTool,
  type Size,
} from './mask-model';

export interface MaskCanvasState {
  /** Strokes and rectangles on the mask. */
  marks: number;
  /** The user has started drawing (the canvas then shows at the mask opacity). */
  started: boolean;
}

export interface MaskCanvas {
  setTool(tool: MaskTool): void;
  /** Follows the image's displayed size; marks keep their place on the image. */
  resize(displayed: Size): void;
  undo(): void;
  clear(): void;
  /** The mask as a PNG at the image's own pixel size: black, painted areas white. */
  exportPng(): Promise<Blob>;
  dispose(): void;
}

const inert = { selectable: false, evented: false, hasControls: false } as const;
// Shorter drags are taken for a click, not a rectangle.
const MIN_RECT_PX = 2;

/**
 * The fabric canvas of the mask editor, created inside `host` (a div React owns but never fills, so fabric
 * can wrap its canvas element). Marks are kept in the image's pixels and the view zoomed to fit, so the
 * export is exactly the image's size whatever the screen.
 */
export function createMaskCanvas(host: HTMLElement, natural: Size, onChange: (state: MaskCanvasState) => void): MaskCanvas {
  const element = document.createElement('canvas');
  host.appendChild(element);
  // Pointer events: mouse, pen and touch alike; fabric sets touch-action: none so a finger draws, not scrolls.
  const canvas = new Canvas(element, {
    enablePointerEvents: true,
    backgroundColor: MASK_BACKGROUND,
    selection: false,
    skipTargetFind: true,
    allowTouchScrolling: false,
  });
  const brush = new PencilBrush(canvas);
  brush.color = MASK_PAINT;
  canvas.freeDrawingBrush = brush;

  const marks = new MarkStack<FabricObject>();
  let tool: MaskTool = 'medium';
  let zoom = 1;
  let started = false;
  let dragging: { from: { x: number; y: number }; rect: Rect } | null = null;
  const notify = () => onChange({ marks: marks.size, started });

  function applyTool() {
    const size = brushSize(tool);
    canvas.isDrawingMode = size !== null;
    if (size !== null) brush.width = sceneBrushWidth(size, zoom);
  }

  canvas.on('mouse:down', (event: TPointerEventInfo) => {
    if (!started) {
      started = true;
      notify();
    }
    if (tool !== 'rectangle') return;
    const from = canvas.getScenePoint(event.e);
    const rect = new Rect({ ...inert, left: from.x, top: from.y, width: 0, height: 0, originX: 'left', originY: 'top', fill: MASK_PAINT, strokeWidth: 0 });
    canvas.add(rect);
    dragging = { from, rect };
  });
  canvas.on('mouse:move', (event: TPointerEventInfo) => {
    if (!dragging) return;
    dragging.rect.set(dragRect(dragging.from, canvas.getScenePoint(event.e)));
    dragging.rect.setCoords();
    canvas.requestRenderAll();
  });
  canvas.on('mouse:up', () => {
    if (!dragging) return;
    const { rect } = dragging;
    dragging = null;
    if (rect.width * zoom < MIN_RECT_PX || rect.height * zoom < MIN_RECT_PX) {
      canvas.remove(rect);
      return;
    }
    marks.push(rect);
    notify();
  });
  canvas.on('path:created', ({ path }) => {
    path.set(inert);
    marks.push(path);
    notify();
  });

  const mask: MaskCanvas = {
    setTool(next) {
      tool = next;
      applyTool();
    },
    resize(displayed) {
      zoom = displayZoom(natural, displayed);
      canvas.setDimensions({ width: displayed.width, height: displayed.height });
      canvas.setZoom(zoom);
      applyTool();
      canvas.requestRenderAll();
    },
    undo() {
      const last = marks.pop();
      if (!last) return;
      canvas.remove(last);
      notify();
    },
    clear() {
      canvas.remove(...marks.drain());
      started = false;
      notify();
    },
    exportPng() {
      // Rendered at 1 / zoom the scene comes out at the image's size; drawn once more to fix rounding.
      const rendered = canvas.toCanvasElement(1 / zoom);
      const out = document.createElement('canvas');
      out.width = natural.width;
      out.height = natural.height;
      const context = out.getContext('2d');
      if (!context) return Promise.reject(new Error('No 2D canvas to draw the mask on'));
      context.fillStyle = MASK_BACKGROUND;
      context.fillRect(0, 0, out.width, out.height);
      context.drawImage(rendered, 0, 0, out.width, out.height);
      return new Promise((resolve, reject) => {
        out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The mask could not be made'))), 'image/png');
      });
    },
    dispose() {
      // fabric puts the element back where it found it; then it leaves the host React gave us.
      void canvas.dispose().then(() => element.remove());
    },
  };
  mask.setTool(tool);
  return mask;
}
