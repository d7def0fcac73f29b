import { isSitePage, SITE_PAGE_PATHS } from 'api-client';
import { ROUTE_TABLE } from './route-table';

describe('the route table', () => {
  it('has exactly the pages the server knows (it answers any other path 404)', () => {
    expect(ROUTE_TABLE.map((route) => route.path).sort()).toEqual([...SITE_PAGE_PATHS].sort());
  });

  it('matches a page path, with its parameters, and nothing else', () => {
    expect(['/', '/gen', '/gen/', '/edit/abc-123', '/content-gen-prompts', '/content-gen-prompts/7'].every(isSitePage)).toBe(true);
    expect(['/nope', '/gen/extra', '/edit', '/edit/a/b', '/ai-photographer/x'].some(isSitePage)).toBe(false);
  });
});
