import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageMetaMock, renderAt, sessionState } from 'shared-ui/testing';
import { logAnalyticsEvent, setRuntimeSettings, setShowcaseSnapshot, SHOWCASE_HONEST_LABEL } from 'api-client/runtime';
import { PREVIEW_HEADLINE, PREVIEW_TERMS } from 'api-client/promises';
import { realPair, showcaseWith } from '../components/showcase-fixture';
import { PREVIEW_QUESTION } from '../content/faq';
import { LANDING_CONTENT } from '../content/landing-content';
import { LANDING_PATHS, PAGE_META } from '../content/page-meta';
import LandingPage from './landing-page';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));
jest.mock('api-client/runtime', () => ({
  ...jest.requireActual('api-client/runtime'),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));

const b64 = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64'));
const hero = () => within(screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' }));

beforeEach(() => {
  sessionState.status = 'logged-out';
  pageMetaMock.mockReset();
  jest.mocked(logAnalyticsEvent).mockClear();
});

describe('LandingPage on /', () => {
  it('shows the hero, the landing sections and the claims', () => {
    renderAt(<LandingPage />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Your personal AI photographer' })).toBeInTheDocument();
    expect(screen.getByText(/12–20 selfies and we train/)).toBeInTheDocument();
    for (const name of ['Get influencer photos', 'Upgrade my LinkedIn photo', 'Get dating app photos']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('review')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole('button')).toHaveLength(11);
    expect(screen.getByRole('table')).toHaveTextContent('Generic AI avatar apps');
    expect(screen.getAllByText(/\$300–\$500/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/35%/).length).toBeGreaterThan(0);
  });

  it('sends Get my photos to onboarding without a persona, and has the mobile sticky bar', async () => {
    renderAt(<LandingPage />, '/');
    const bar = screen.getByRole('link', { name: 'Get My Photos', hidden: true });
    expect(bar).not.toBeVisible(); // jsdom has no viewport: the mobile-only bar stays display:none
    expect(bar).toHaveAttribute('href', '/onboarding');
    await userEvent.click(hero().getByRole('link', { name: 'Get my photos' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/onboarding$/);
  });

  it('says where the visitor decides that two photos of them come free in under a minute, and on what terms', () => {
    renderAt(<LandingPage />, '/');
    expect(hero().getByText(PREVIEW_HEADLINE)).toBeInTheDocument();
    expect(hero().getByText(PREVIEW_HEADLINE).closest('p')).toHaveTextContent(`${PREVIEW_HEADLINE} ${PREVIEW_TERMS}`);
    // The comparison's "time to first photos" is the preview's, then the pack's.
    const row = screen.getByRole('row', { name: /Time to first photos/ });
    expect(row).toHaveTextContent('Under a minute for two free photos of you; about 30 minutes for a pack of 30 photos');
    expect(row).not.toHaveTextContent(/^Time to first photosAbout 30 minutes/);
    expect(screen.getByRole('region', { name: 'Ready for your best photos yet?' })).toHaveTextContent(PREVIEW_HEADLINE);
  });

  it('answers a question about the free preview in the FAQ, and names the payments support address', async () => {
    setRuntimeSettings({
      basePath: '', passwordSalt: 's', passwordSuffix: 'x', googleClientId: null,
      supportEmails: { payments: 'billing@photos.test', models: 'studio@photos.test' },
    });
    renderAt(<LandingPage />, '/');
    setRuntimeSettings(undefined as never);
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    await userEvent.click(faq.getByRole('button', { name: PREVIEW_QUESTION }));
    expect(faq.getByText(new RegExp(`^Yes\\. ${PREVIEW_HEADLINE.replace('.', '\\.')}`))).toBeVisible();
    await userEvent.click(faq.getByRole('button', { name: 'Can I get a refund?' }));
    expect(faq.getByText(/Write to billing@photos\.test and we will sort it out/)).toBeVisible();
    expect(faq.queryByText(/our payments support address/)).not.toBeInTheDocument();
  });

  it('sets the page meta and logs one impression', () => {
    renderAt(<LandingPage />, '/');
    expect(pageMetaMock).toHaveBeenCalledWith({ ...PAGE_META['/'] });
    expect(logAnalyticsEvent).toHaveBeenCalledTimes(1);
    expect(logAnalyticsEvent).toHaveBeenCalledWith(
      expect.objectContaining({ eventType: 'impression', funnelName: 'onboarding', funnelStep: 'landing', persona: null }),
    );
  });
});

describe('LandingPage variants', () => {
  it.each(LANDING_PATHS.filter((path) => path !== '/'))('%s has its own hero and meta data', (path) => {
    renderAt(<LandingPage />, path);
    const content = LANDING_CONTENT[path];
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.title);
    expect(content.title).not.toBe(LANDING_CONTENT['/'].title);
    expect(screen.getByText(content.textLines[0]!)).toBeInTheDocument();
    // Persona pages too: the free preview where the visitor decides.
    expect(hero().getByText(PREVIEW_HEADLINE).closest('p')).toHaveTextContent(PREVIEW_TERMS);
    expect(pageMetaMock).toHaveBeenCalledWith({ ...PAGE_META[path] });
    expect(PAGE_META[path].canonical).toBe(path);
  });

  it.each([
    ['/landing/influencer-photos', 'influencer'],
    ['/landing/professional-headshots', 'professional'],
    ['/landing/dating-app-photos', 'single'],
    ['/business-headshots', 'professional'],
  ])('%s sends Get my photos to onboarding with its persona', (path, persona) => {
    renderAt(<LandingPage />, path);
    expect(hero().getByRole('link', { name: 'Get my photos' })).toHaveAttribute('href', `/onboarding?persona=${b64(persona)}`);
    expect(screen.getByRole('link', { name: 'Get My Photos', hidden: true })).toHaveAttribute('href', `/onboarding?persona=${b64(persona)}`);
  });

  it('keeps the referral id of /try-a-new-hairstyle in the URL and passes it on', () => {
    renderAt(<LandingPage />, '/try-a-new-hairstyle?rid=friend42', '/try-a-new-hairstyle');
    expect(screen.getByRole('heading', { level: 1, name: 'Try a new hairstyle before you cut' })).toBeInTheDocument();
    expect(hero().getByRole('link', { name: 'Get my photos' })).toHaveAttribute('href', '/onboarding?rid=friend42');
  });
});

describe('LandingPage with showcase photos', () => {
  afterEach(() => setShowcaseSnapshot(null));

  it('shows the real hero, persona card and demo photos the admin placed, each labelled honestly', () => {
    setShowcaseSnapshot(showcaseWith({
      landingHero: [realPair(1, 'Ada in the studio')],
      landingDemo: [realPair(2, 'Ben, selfie to headshot', 4)],
      personaCards: { influencer: [], professional: [realPair(3, 'Cy at work')], single: [] },
    }));
    renderAt(<LandingPage />, '/');
    expect(hero().getByRole('img', { name: 'Ada in the studio' })).toHaveAttribute('src', '/ai-photographer/showcase-files/after-1.jpg');
    expect(hero().getByText(SHOWCASE_HONEST_LABEL)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cy at work' })).toHaveAttribute('src', '/ai-photographer/showcase-files/after-3.jpg');
    // The spec's demo: four real photos beside one result.
    const selfies = within(screen.getByRole('list', { name: 'Input selfies' })).getAllByRole('button');
    expect(selfies.map((button) => button.getAttribute('aria-label'))).toEqual([1, 2, 3, 4].map((n) => `Enlarge: Real selfie ${n}: Ben, selfie to headshot`));
    expect(screen.getByRole('button', { name: 'Enlarge: Photo made by the product: Ben, selfie to headshot' })).toBeInTheDocument();
    expect(screen.getByText(`${SHOWCASE_HONEST_LABEL}: Ben, selfie to headshot`)).toBeInTheDocument();
    expect(screen.queryByText(/^Illustrations:/)).not.toBeInTheDocument();
  });

  it('keeps the illustrations where nothing is placed, and the hero photo on the home page only', () => {
    setShowcaseSnapshot(showcaseWith({ landingHero: [realPair(1, 'Ada in the studio')] }));
    renderAt(<LandingPage />, '/business-headshots');
    expect(screen.queryByRole('img', { name: 'Ada in the studio' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Illustrations:/)).toBeInTheDocument();
  });

  it('leads a persona\'s landing page with the photo placed on that persona\'s card', () => {
    setShowcaseSnapshot(showcaseWith({
      landingHero: [realPair(1, 'Ada in the studio')],
      personaCards: { influencer: [realPair(4, 'Di on a rooftop')], professional: [realPair(3, 'Cy at work')], single: [] },
    }));
    renderAt(<LandingPage />, '/landing/professional-headshots');
    expect(hero().getByRole('img', { name: 'Cy at work' })).toHaveAttribute('src', '/ai-photographer/showcase-files/after-3.jpg');
    expect(hero().getByText(SHOWCASE_HONEST_LABEL)).toBeInTheDocument();
    expect(hero().queryByRole('img', { name: 'Ada in the studio' })).not.toBeInTheDocument();
  });

  it('keeps a persona\'s illustrated hero while nothing is placed on its card', () => {
    setShowcaseSnapshot(showcaseWith({ personaCards: { influencer: [realPair(4, 'Di on a rooftop')], professional: [], single: [] } }));
    renderAt(<LandingPage />, '/landing/dating-app-photos');
    expect(hero().queryByText(SHOWCASE_HONEST_LABEL)).not.toBeInTheDocument();
  });
});
