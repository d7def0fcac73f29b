import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared-ui';

const Title = styled.h2`
  margin: 0 0 16px;
  font-size: 20px;
`;

/** A card named by its heading, so screen readers list it as a region of the page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Card>
  );
}
