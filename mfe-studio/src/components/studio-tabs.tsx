import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, media, theme } from 'shared-ui/start-up';

/** My Photos (gen), Templates and Packs: the studio's sections, shown atop gen and templates. */
export const STUDIO_TABS = [
  { label: 'My Photos', to: '/gen' },
  { label: 'Templates', to: '/templates' },
  { label: 'Packs', to: '/packs' },
] as const;

const List = styled.ul`
  display: inline-flex;
  gap: 4px;
  margin: 0;
  padding: 4px;
  list-style: none;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
  ${media.mobile`
    display: flex;
    width: 100%;
  `}
`;

const Item = styled.li`
  ${media.mobile`flex: 1;`}
`;

const Tab = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 8px 18px;
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textMuted};
  font-weight: 600;
  font-size: 15px;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
  &:hover { color: ${theme.colors.text}; }
  &[aria-current='page'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.accent};
    box-shadow: ${theme.shadows.card};
  }
  ${media.mobile`padding: 8px 10px;`}
`;

export function StudioTabs() {
  return (
    <nav aria-label="Studio">
      <List>
        {STUDIO_TABS.map((tab) => (
          <Item key={tab.to}>
            <Tab to={tab.to} end>
              {tab.label}
            </Tab>
          </Item>
        ))}
      </List>
    </nav>
  );
}
