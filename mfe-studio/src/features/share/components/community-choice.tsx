import { useId } from 'react';
import styled from 'styled-components';
import { SHARE_COMMUNITIES } from 'api-client';
import { FieldGroup, theme } from 'shared-ui';
import type { ShareCommunity } from '../reddit-share';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

// A native radio (arrow keys move between communities) dressed as a segmented button.
const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  font-size: 15px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.colors.accent};
  }
  &:has(input:checked) {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

interface CommunityChoiceProps {
  value: ShareCommunity;
  onChange: (community: ShareCommunity) => void;
  disabled?: boolean;
}

/** Where the post goes: r/aiart or r/selfies. */
export function CommunityChoice({ value, onChange, disabled }: CommunityChoiceProps) {
  const name = useId();
  return (
    <FieldGroup legend="Community" disabled={disabled}>
      <Choices>
        {SHARE_COMMUNITIES.map((community) => (
          <Choice key={community}>
            <input type="radio" name={name} value={community} checked={value === community} onChange={() => onChange(community)} />
            r/{community}
          </Choice>
        ))}
      </Choices>
    </FieldGroup>
  );
}
