import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, media, theme, VisuallyHidden } from 'shared-ui/start-up';
import { ContentPage, Panel } from '../components/content-page';
import { useMarketingMeta } from '../components/use-marketing-meta';
import { useSupportEmails } from '../components/use-support-emails';
import { HELP_INTRO, HELP_LINKS, HELP_TITLE, SUPPORT_TOPICS } from '../content/help';
import { PAGE_META } from '../content/page-meta';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  ${media.mobile`grid-template-columns: 1fr;`}

  a {
    display: block;
    height: 100%;
    padding: 18px 20px;
    border: 1px solid ${theme.colors.border};
    border-radius: 12px;
    color: ${theme.colors.text};
    text-decoration: none;
    ${focusRing}
  }

  a:hover {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
  }

  strong {
    display: block;
    margin-bottom: 4px;
    color: ${theme.colors.accentHover};
  }

  span {
    color: ${theme.colors.textMuted};
  }
`;

export default function HelpPage() {
  useMarketingMeta(PAGE_META['/help']);
  const emails = useSupportEmails();
  return (
    <ContentPage title={HELP_TITLE} intro={HELP_INTRO}>
      <Panel aria-labelledby="help-guides">
        <h2 id="help-guides">Guides and policies</h2>
        <Grid>
          {HELP_LINKS.map((link) => (
            <li key={link.href}>
              <Link to={link.href} {...(link.external ? { target: '_blank', rel: 'noopener', reloadDocument: true } : {})}>
                <strong>
                  {link.label}
                  {link.external && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
                </strong>
                <span>{link.description}</span>
              </Link>
            </li>
          ))}
        </Grid>
      </Panel>
      <Panel aria-labelledby="help-contact">
        <h2 id="help-contact">Contact support</h2>
        <p>Write to the address for your topic and we will get back to you.</p>
        <Grid>
          {(['payments', 'models'] as const).map((topic) => (
            <li key={topic}>
              <a href={emails ? `mailto:${emails[topic]}` : undefined} aria-disabled={emails ? undefined : true}>
                <strong>{emails ? emails[topic] : 'Loading…'}</strong>
                <span>{SUPPORT_TOPICS[topic]}</span>
              </a>
            </li>
          ))}
        </Grid>
      </Panel>
    </ContentPage>
  );
}
