import styled from 'styled-components';
import { media, theme } from 'shared-ui/start-up';
import { CtaLink } from '../components/cta-link';
import { MarketingFooter } from '../components/marketing-footer';
import { useMarketingMeta } from '../components/use-marketing-meta';
import { GUIDE_ARTICLE } from '../content/guide-article';
import { PAGE_META } from '../content/page-meta';

const Article = styled.article`
  max-width: 720px;
  margin: 0 auto;
  padding: 56px 24px 72px;
  font-size: 1.075rem;
  line-height: 1.75;
  ${media.mobile`padding: 32px 16px 48px; font-size: 1rem;`}

  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.9rem, 4.5vw, 2.6rem);
    line-height: 1.15;
    letter-spacing: -0.02em;
  }

  h2 {
    margin: 40px 0 12px;
    font-size: 1.5rem;
    line-height: 1.3;
  }

  p,
  ul {
    margin: 0 0 16px;
  }

  li + li {
    margin-top: 6px;
  }
`;

const Byline = styled.p`
  color: ${theme.colors.textMuted};
  font-size: 0.95rem;
`;

const Lead = styled.p`
  font-size: 1.2rem;
  color: ${theme.colors.text};
`;

const SignUp = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin: 28px 0;
  padding: 20px 24px;
  border-radius: 16px;
  background: ${theme.colors.accentSoft};

  p {
    margin: 0;
    font-weight: 600;
  }
`;

/** The article repeats this box; each copy is a landmark of its own, so each needs its own name. */
function SignUpBox({ position, count }: { position: number; count: number }) {
  return (
    <SignUp aria-label={count > 1 ? `Sign up (${position} of ${count})` : 'Sign up'}>
      <p>Get a trained model of yourself without the setup.</p>
      <CtaLink to="/onboarding">{GUIDE_ARTICLE.signUpText}</CtaLink>
    </SignUp>
  );
}

export default function GuideArticlePage() {
  useMarketingMeta(PAGE_META['/articles/flux-loras-ultimate-guide']);
  const signUpSections = GUIDE_ARTICLE.sections.filter((section) => section.signUpAfter).map((section) => section.heading);
  return (
    <>
      <main>
        <Article>
          <h1>{GUIDE_ARTICLE.title}</h1>
          <Byline>{GUIDE_ARTICLE.byline}</Byline>
          <Lead>{GUIDE_ARTICLE.lead}</Lead>
          {GUIDE_ARTICLE.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text.slice(0, 40)}>{text}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.signUpAfter && (
                <SignUpBox position={signUpSections.indexOf(section.heading) + 1} count={signUpSections.length} />
              )}
            </section>
          ))}
        </Article>
      </main>
      <MarketingFooter />
    </>
  );
}
