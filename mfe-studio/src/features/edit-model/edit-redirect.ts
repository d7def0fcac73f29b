/** Part 2 §4: after saving, query r picks where to go: gen, templates, otherwise models. */
export function pathAfterSave(r: string | null): string {
  if (r === 'gen') return '/gen';
  if (r === 'templates') return '/templates';
  return '/models';
}
