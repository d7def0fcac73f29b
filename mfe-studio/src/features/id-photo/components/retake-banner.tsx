import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ID_PHOTO_RETAKE_MESSAGE, type RetakeReasonEntry } from 'api-client';
import { Banner } from 'shared-ui';

export const RETAKE_TITLE = 'Please retake your photo';

const Title = styled.h2`
  margin: 0 0 4px;
  font-size: 18px;
`;

const Reasons = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  li + li { margin-top: 6px; }
  strong { display: block; }
`;

/**
 * The server's reasons the photo cannot make an ID photo, each with what to do about it; nothing was charged
 * (its message says so). Its title takes the focus, so the reasons are read next.
 */
export function RetakeBanner({ reasons }: { reasons: readonly RetakeReasonEntry[] }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: false }), [reasons]);
  return (
    <Banner tone="warning">
      <Title ref={title} tabIndex={-1}>
        {RETAKE_TITLE}
      </Title>
      {ID_PHOTO_RETAKE_MESSAGE}
      <Reasons>
        {reasons.map((reason) => (
          <li key={reason.rule}>
            <strong>{reason.message}</strong> {reason.advice}
          </li>
        ))}
      </Reasons>
    </Banner>
  );
}
