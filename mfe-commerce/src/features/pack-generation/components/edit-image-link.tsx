import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, theme } from 'shared-ui';

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 20px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  font-size: 15px;
  text-decoration: none;
  &:hover { background: ${theme.colors.surfaceMuted}; }
  ${focusRing}
`;

/** Edit in the pack viewer: the studio's mask editor (/edit/:fileId) for one of the user's own pack photos. */
export function EditImageLink({ fileId }: { fileId: string }) {
  return <ActionLink to={`/edit/${encodeURIComponent(fileId)}`}>Edit</ActionLink>;
}
