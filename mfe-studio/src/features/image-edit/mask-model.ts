// The mask editor's rules, free of fabric so they can be tested as plain functions.

/** Brush widths in screen pixels (spec part 2 §9). */
export const BRUSH_SIZES = [
  { id: 'small', label: 'Small', size: 20 },
  { id: 'medium', label: 'Medium', size: 40 },
  { id: 'large', label: 'Large', size: 100 },
] as const;

export type BrushId = (typeof BRUSH_SIZES)[number]['id'];
export type MaskTool = BrushId | 'rectangle';

export const DEFAULT_TOOL: MaskTool = 'medium';

/** The mask is black; what the user paints, white (the area the engine repaints). */
export const MASK_BACKGROUND = '#000000';
export const MASK_PAINT = '#ffffff';

/** The canvas is invisible over the image until drawing starts, then shows at 0.4 (spec §4, §9). */
export const MASK_OPACITY = 0.4;
export const maskOpacity = (drawingStarted: boolean) => (drawingStarted ? MASK_OPACITY : 0);

export const PROMPT_REQUIRED_MESSAGE = 'Please describe the change you want in the prompt.';
export const MASK_REQUIRED_MESSAGE = 'Paint over the part of the image you want to change first.';

export function brushSize(tool: MaskTool): number | null {
  return BRUSH_SIZES.find((brush) => brush.id === tool)?.size ?? null;
}

/** What stops Apply Edit, or null when the edit can be sent. */
export function applyEditProblem(prompt: string, markCount: number): string | null {
  if (!prompt.trim()) return PROMPT_REQUIRED_MESSAGE;
  if (markCount === 0) return MASK_REQUIRED_MESSAGE;
  return null;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Marks live in the image's own pixels; the canvas shows them zoomed to the displayed size. The zoom is
 * the displayed width over the natural width (the image keeps its aspect ratio).
 */
export function displayZoom(natural: Size, displayed: Size): number {
  if (natural.width <= 0 || displayed.width <= 0) return 1;
  return displayed.width / natural.width;
}

/** A brush of `screenSize` pixels on screen, in the image's pixels at `zoom`. */
export const sceneBrushWidth = (screenSize: number, zoom: number) => (zoom > 0 ? screenSize / zoom : screenSize);

/** A rectangle dragged from `from` to `to`, whichever way. */
export function dragRect(from: { x: number; y: number }, to: { x: number; y: number }) {
  return {
    left: Math.min(from.x, to.x),
    top: Math.min(from.y, to.y),
    width: Math.abs(to.x - from.x),
    height: Math.abs(to.y - from.y),
  };
}

/** Strokes and rectangles in the order they were made: Undo takes the last one away. */
export class MarkStack<T> {
  private readonly marks: T[] = [];

  get size(): number {
    return this.marks.length;
  }

  push(mark: T): void {
    this.marks.push(mark);
  }

  /** The mark Undo removes, or undefined when there is none. */
  pop(): T | undefined {
    return this.marks.pop();
  }

  /** Every mark, emptied out (Clear). */
  drain(): T[] {
    return this.marks.splice(0, this.marks.length);
  }
}
