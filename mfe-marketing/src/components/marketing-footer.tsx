import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONTENT_MAX_WIDTH, focusRing, media, theme } from 'shared-ui/start-up';

const Footer = styled.footer`
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  padding: 32px 24px;
  ${media.mobile`padding: 28px 16px;`}
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  max-width: ${CONTENT_MAX_WIDTH}px;
  margin: 0 auto;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 6px 0;
    color: ${theme.colors.textMuted};
    text-decoration: none;
    border-radius: 4px;
    ${focusRing}
  }

  a:hover {
    color: ${theme.colors.text};
    text-decoration: underline;
  }
`;

const APP_LINKS = [
  { label: 'Face gallery', to: '/face-gallery' },
  { label: 'Passport photos', to: '/passport-photos' },
  { label: 'Guide', to: '/articles/flux-loras-ultimate-guide' },
  { label: 'Instructions', to: '/instructions' },
  { label: 'Rules', to: '/rules' },
  { label: 'Help', to: '/help' },
];

/** The marketing pages' footer; the static policies open in a new tab, so the visitor keeps their place. */
export function MarketingFooter() {
  return (
    <Footer>
      <Inner>
        <span>© {new Date().getFullYear()} AI Photographer</span>
        <nav aria-label="Footer">
          <Links>
            {APP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/terms-of-service.html" target="_blank" rel="noopener" reloadDocument>
                Terms of service
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy.html" target="_blank" rel="noopener" reloadDocument>
                Privacy policy
              </Link>
            </li>
          </Links>
        </nav>
      </Inner>
    </Footer>
  );
}
