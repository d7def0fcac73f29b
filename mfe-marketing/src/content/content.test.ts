import { faqItems } from './faq';
import { LANDING_CONTENT } from './landing-content';
import { LANDING_PATHS, PAGE_META } from './page-meta';
import { PERSONA_CONTENT } from './persona-content';
import { REVIEWS } from './reviews';
import { GUIDE_ARTICLE } from './guide-article';

describe('marketing content', () => {
  it('has meta data (title, description, canonical) for every public marketing route', () => {
    const routes = [...LANDING_PATHS, '/face-gallery', '/help', '/instructions', '/rules', '/articles/flux-loras-ultimate-guide', '/passport-photos'];
    expect(Object.keys(PAGE_META).sort()).toEqual([...routes].sort());
    for (const [path, meta] of Object.entries(PAGE_META)) {
      expect(meta.canonical).toBe(path);
      expect(meta.title.length).toBeGreaterThan(10);
      expect(meta.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('has landing content for each landing path, with the same meta data as PAGE_META', () => {
    for (const path of LANDING_PATHS) expect(LANDING_CONTENT[path].metaData).toBe(PAGE_META[path]);
    expect(LANDING_CONTENT['/'].isHomePage).toBe(true);
    expect(LANDING_CONTENT['/landing/dating-app-photos'].persona).toBe('single');
  });

  it('has the three personas with their action texts, and three reviews', () => {
    expect(PERSONA_CONTENT.map((p) => [p.persona, p.actionText])).toEqual([
      ['influencer', 'Get influencer photos'],
      ['professional', 'Upgrade my LinkedIn photo'],
      ['single', 'Get dating app photos'],
    ]);
    expect(REVIEWS).toHaveLength(3);
  });

  it('has 11 FAQ items that state the refund rule, non-expiring credits and commercial use', () => {
    const FAQ = faqItems();
    expect(FAQ).toHaveLength(11);
    const text = FAQ.map((item) => item.answer).join(' ');
    expect(text).toContain('A refund is possible only if no model has been created and fewer than 20 photos were generated');
    expect(text).toContain('Credits never expire');
    expect(text).toContain('commercial use');
    expect(text).toContain('about 30 minutes');
  });

  it('has a guide article of about 800 words', () => {
    const words = [GUIDE_ARTICLE.lead, ...GUIDE_ARTICLE.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])])]
      .join(' ')
      .split(/\s+/).length;
    expect(words).toBeGreaterThan(700);
  });
});
