import { useCallback, useEffect, useRef, useState } from 'react';
import { createMaskCanvas, type MaskCanvas, type MaskCanvasState } from '../fabric-mask-canvas';
import { DEFAULT_TOOL, type MaskTool, type Size } from '../mask-model';

const NOTHING_DRAWN: MaskCanvasState = { marks: 0, started: false };

/** The size the image shows at; jsdom and a not yet laid out image answer 0, then the natural size stands in. */
function displayedSize(image: HTMLImageElement, natural: Size): Size {
  const width = image.clientWidth;
  const height = image.clientHeight;
  return width > 0 && height > 0 ? { width, height } : natural;
}

/**
 * The mask canvas over an image: created once the image has loaded (its natural size known), resized with
 * the image, disposed with the page. `hostRef` goes on an empty div over the image; `imageRef` on the image.
 */
export function useMaskEditor(natural: Size | null) {
  const hostRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const maskRef = useRef<MaskCanvas | null>(null);
  const [tool, setToolState] = useState<MaskTool>(DEFAULT_TOOL);
  const toolRef = useRef(tool);
  const [state, setState] = useState<MaskCanvasState>(NOTHING_DRAWN);
  const width = natural?.width ?? 0;
  const height = natural?.height ?? 0;

  useEffect(() => {
    const host = hostRef.current;
    const image = imageRef.current;
    if (!host || !image || width <= 0 || height <= 0) return undefined;
    const size = { width, height };
    const mask = createMaskCanvas(host, size, setState);
    mask.setTool(toolRef.current);
    mask.resize(displayedSize(image, size));
    maskRef.current = mask;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => mask.resize(displayedSize(image, size)));
    observer?.observe(image);
    return () => {
      observer?.disconnect();
      maskRef.current = null;
      mask.dispose();
      setState(NOTHING_DRAWN);
    };
  }, [width, height]);

  const setTool = useCallback((next: MaskTool) => {
    toolRef.current = next;
    setToolState(next);
    maskRef.current?.setTool(next);
  }, []);
  const undo = useCallback(() => maskRef.current?.undo(), []);
  const clear = useCallback(() => maskRef.current?.clear(), []);
  const exportPng = useCallback(async () => {
    if (!maskRef.current) throw new Error('The mask editor is not ready');
    return maskRef.current.exportPng();
  }, []);

  return { hostRef, imageRef, tool, setTool, undo, clear, exportPng, marks: state.marks, started: state.started, ready: width > 0 };
}
