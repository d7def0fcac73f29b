/** Reloads the whole page (after a change other parts of the site show, e.g. a new profile picture). */
export function reloadPage(): void {
  window.location.reload();
}
