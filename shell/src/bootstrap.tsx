export {};
const root = document.getElementById('root');

/** Lets the browser run what waits (input, a frame) before the next part of the start-up. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The start-up's module code runs in two tasks instead of one long one: react-dom's first, then the
 * shell's with the router, styles and state it imports.
 */
async function start(element: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  const { mountShell } = await import('./runtime/mount-shell');
  await mountShell(element);
}

if (root) void start(root);
