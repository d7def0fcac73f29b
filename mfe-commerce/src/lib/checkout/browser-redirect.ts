/** Leaves the site for the payment page; its own module so tests can replace the navigation jsdom lacks. */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}
