/** After saving, query r picks where to go: gen, templates (no such page yet), otherwise models. */
export function pathAfterSave(r: string | null): string {
  if (r === 'gen') return '/gen';
  if (r === 'templates') return '/templates';
  return '/models';
}
