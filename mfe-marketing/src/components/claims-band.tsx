import styled from 'styled-components';
import { media, theme } from 'shared-ui/start-up';
import type { ClaimItem } from '../content/content.types';

const Band = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 20px;
  ${media.mobile`grid-template-columns: 1fr; gap: 14px;`}
`;

const Claim = styled.div`
  padding: 24px;
  border-radius: 16px;
  background: linear-gradient(135deg, #312e81 0%, #4f46e5 100%);
  color: #fff;

  strong {
    display: block;
    margin-bottom: 6px;
    font-size: 1.9rem;
    line-height: 1.15;
  }

  p {
    margin: 0;
    color: #e0e7ff;
    line-height: 1.5;
  }
`;

/** The big numbers of the landing page: studio cost, delivery time, subscriber saving. */
export function ClaimsBand({ claims }: { claims: ClaimItem[] }) {
  return (
    <Band>
      {claims.map((claim) => (
        <Claim key={claim.figure}>
          <strong>{claim.figure}</strong>
          <p>{claim.text}</p>
        </Claim>
      ))}
    </Band>
  );
}

export const ClaimsNote = styled.p`
  margin: 20px 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
  text-align: center;
`;
