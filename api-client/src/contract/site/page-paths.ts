/**
 * Every page path of the site, as the shell's route table has them (`:name` is one path segment). The
 * server answers any other path with the 404 page and a 404 status; shell/src/routes/route-table.test.ts
 * checks the two lists agree (docs/frontends.md#routes-each-remote-owns).
 */
export const SITE_PAGE_PATHS = [
  '/', '/try-a-new-hairstyle', '/business-headshots', '/acting-headshots', '/landing/influencer-photos',
  '/landing/professional-headshots', '/landing/dating-app-photos', '/face-gallery', '/help', '/instructions', '/rules',
  '/articles/flux-loras-ultimate-guide', '/passport-photos', '/login', '/email-verify', '/activate', '/google-activate', '/reset-password',
  '/onboarding', '/train', '/models', '/edit-model/:modelId', '/gen', '/templates', '/template-complete/:fileId',
  '/edit/:fileId', '/upload-image', '/id-photo', '/deleted-images', '/account', '/pricing', '/payg-pricing', '/buy-packs', '/buy-more',
  '/purchase-confirmation', '/packs', '/generate-pack/:purchaseId', '/pack-generated/:generationId',
  '/pack-inspect/:generationId', '/system-status', '/content-gen', '/content-gen-prompts', '/content-gen-prompts/:packageId',
  '/test',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = SITE_PAGE_PATHS.map((page) => new RegExp(`^${page.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escape(part))).join('/')}$`));

/** Whether a path (no query, no base path) is a page of the site; a trailing slash is tolerated. */
export function isSitePage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PATTERNS.some((pattern) => pattern.test(path));
}

/** The image tools a link can open the editor at (`?tool=`): the studio backdrops, change outfit, HD. */
export const IMAGE_TOOLS = ['backdrop', 'outfit', 'hd'] as const;
export type ImageTool = (typeof IMAGE_TOOLS)[number];
export const isImageTool = (value: unknown): value is ImageTool => IMAGE_TOOLS.includes(value as ImageTool);

/** The image tools' page for one of the user's images; `tool` opens it at that tool. */
export const editImagePath = (fileId: string, tool?: ImageTool) =>
  `/edit/${encodeURIComponent(fileId)}${tool ? `?tool=${tool}` : ''}`;
