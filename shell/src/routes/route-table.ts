/** Who may open a route: anyone, any signed-in user, or signed-in admins only. */
export type RouteAccess = 'public' | 'protected' | 'admin';

export type RemoteName = 'marketing' | 'onboarding' | 'studio' | 'commerce' | 'admin';

export interface RemoteModule {
  remote: RemoteName;
  /** The exposed module, e.g. './LandingPage'; its default export is the page component. */
  module: string;
}

export interface RouteEntry extends RemoteModule {
  path: string;
  access: RouteAccess;
  /** Kept out of search engines even though public. Protected and admin pages always are. */
  noindex?: boolean;
  /** Title until the page sets its own. */
  title?: string;
  /** For admins only, this module is loaded and passed to the page as its `adminPanel` prop. */
  adminPanel?: RemoteModule;
  /** Starts the page's first API requests when the site opens on it, before its files have arrived (route-start.ts). */
  preloadData?: () => Promise<void>;
}

/** The generation page's gen-status and models, read by its first render (shared-ui's first-render entry). */
const preloadGenPage = () => import('shared-ui/first-render').then(({ preloadGenPageData }) => preloadGenPageData());

export const SITE_TITLE = 'AI Photographer';

/**
 * Every page the site has. A path not listed here shows the 404 page. See docs/frontends.md#routes-each-remote-owns.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', remote: 'marketing', module: './LandingPage', access: 'public' },
  // Marketing: every landing variant is one page that picks its content by path.
  ...['/try-a-new-hairstyle', '/business-headshots', '/acting-headshots', '/landing/influencer-photos',
    '/landing/professional-headshots', '/landing/dating-app-photos'].map(
    (path): RouteEntry => ({ path, remote: 'marketing', module: './LandingPage', access: 'public' }),
  ),
  { path: '/face-gallery', remote: 'marketing', module: './FaceGalleryPage', access: 'public', title: 'Face gallery' },
  // Public: visitors need help (and the support addresses) before they have an account.
  { path: '/help', remote: 'marketing', module: './HelpPage', access: 'public', title: 'Help' },
  { path: '/instructions', remote: 'marketing', module: './InstructionsPage', access: 'public', title: 'Instructions' },
  { path: '/rules', remote: 'marketing', module: './RulesPage', access: 'public', title: 'Rules' },
  { path: '/articles/flux-loras-ultimate-guide', remote: 'marketing', module: './GuideArticlePage', access: 'public', title: 'Guide' },
  { path: '/passport-photos', remote: 'marketing', module: './PassportPhotosPage', access: 'public', title: 'Passport and ID photos' },
  { path: '/login', remote: 'onboarding', module: './LoginPage', access: 'public', noindex: true, title: 'Log in' },
  { path: '/email-verify', remote: 'onboarding', module: './EmailVerifyPage', access: 'public', noindex: true },
  { path: '/activate', remote: 'onboarding', module: './ActivatePage', access: 'public', noindex: true },
  { path: '/google-activate', remote: 'onboarding', module: './GoogleActivatePage', access: 'public', noindex: true },
  { path: '/reset-password', remote: 'onboarding', module: './ResetPasswordPage', access: 'public', noindex: true },
  { path: '/onboarding', remote: 'onboarding', module: './OnboardingPage', access: 'public' },
  { path: '/train', remote: 'studio', module: './TrainPage', access: 'protected', title: 'Train a model' },
  { path: '/models', remote: 'studio', module: './ModelsPage', access: 'protected', title: 'My Models' },
  { path: '/edit-model/:modelId', remote: 'studio', module: './EditModelPage', access: 'protected', title: 'Edit model' },
  { path: '/gen', remote: 'studio', module: './GenPage', access: 'protected', title: 'Generate Images', preloadData: preloadGenPage },
  { path: '/templates', remote: 'studio', module: './TemplatesPage', access: 'protected', title: 'Templates' },
  { path: '/template-complete/:fileId', remote: 'studio', module: './TemplateCompletePage', access: 'protected', title: 'Your photo' },
  { path: '/edit/:fileId', remote: 'studio', module: './EditImagePage', access: 'protected', title: 'Edit image' },
  { path: '/upload-image', remote: 'studio', module: './UploadImagePage', access: 'protected', title: 'Upload an image' },
  { path: '/id-photo', remote: 'studio', module: './IdPhotoPage', access: 'protected', title: 'ID & passport photos' },
  { path: '/deleted-images', remote: 'studio', module: './DeletedImagesPage', access: 'protected', title: 'Deleted images' },
  {
    path: '/account',
    remote: 'commerce',
    module: './AccountPage',
    access: 'protected',
    title: 'My account',
    adminPanel: { remote: 'admin', module: './AdminPanel' },
  },
  // Commerce: the purchase pages are public; the pack pages show the user's own credits, purchases and
  // photos, so they need a login.
  { path: '/pricing', remote: 'commerce', module: './PricingPage', access: 'public', title: 'Pricing' },
  { path: '/payg-pricing', remote: 'commerce', module: './PaygPricingPage', access: 'public', title: 'Buy credits' },
  { path: '/buy-packs', remote: 'commerce', module: './BuyPacksPage', access: 'public', title: 'Photo packs' },
  { path: '/buy-more', remote: 'commerce', module: './BuyMorePage', access: 'protected', title: 'Get more photos' },
  { path: '/purchase-confirmation', remote: 'commerce', module: './PurchaseConfirmationPage', access: 'protected', title: 'Purchase confirmed' },
  { path: '/packs', remote: 'commerce', module: './PacksPage', access: 'protected', title: 'Photo packs' },
  { path: '/generate-pack/:purchaseId', remote: 'commerce', module: './GeneratePackPage', access: 'protected', title: 'Generate your pack' },
  { path: '/pack-generated/:generationId', remote: 'commerce', module: './PackGeneratedPage', access: 'protected', title: 'Your photo pack' },
  { path: '/pack-inspect/:generationId', remote: 'commerce', module: './PackInspectPage', access: 'protected', title: 'My pack photos' },
  { path: '/system-status', remote: 'admin', module: './SystemStatusPage', access: 'admin', title: 'System status' },
  { path: '/content-gen', remote: 'admin', module: './ContentGenPage', access: 'admin', title: 'Content generator' },
  // The spec's route without an id opens with a pack chooser; with one, that pack's prompts.
  { path: '/content-gen-prompts', remote: 'admin', module: './ContentGenPromptsPage', access: 'admin', title: 'Pack prompts' },
  { path: '/content-gen-prompts/:packageId', remote: 'admin', module: './ContentGenPromptsPage', access: 'admin', title: 'Pack prompts' },
  // The spec lists /test as public, but it is an operator tool (login status, password pre-hash, the pricing
  // calculator with our costs and margins): nothing secret, yet of use only to us, so it is served from the
  // admin remote, whose files reach signed-in admins only.
  { path: '/test', remote: 'admin', module: './AdminToolsPage', access: 'admin', title: 'Admin tools' },
];
