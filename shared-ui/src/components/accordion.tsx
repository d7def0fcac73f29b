import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, theme } from '../theme/theme';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
}

const List = styled.div`
  max-width: 760px;
  margin: 0 auto;
  border-top: 1px solid ${theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${theme.colors.border};

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  min-height: 56px;
  padding: 16px 4px;
  border: 0;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  border-radius: 4px;
  ${focusRing}

  &::after {
    content: '+';
    flex: none;
    color: ${theme.colors.accent};
    font-size: 1.5rem;
    font-weight: 400;
    line-height: 1;
    transition: transform 150ms ease-in-out;
  }

  &[aria-expanded='true']::after {
    transform: rotate(45deg);
  }
`;

const Answer = styled.div`
  padding: 0 4px 20px;
  color: ${theme.colors.textMuted};
  line-height: 1.65;

  p {
    margin: 0;
  }
`;

function Entry({ item }: { item: AccordionItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Item>
      <h3>
        <Toggle type="button" id={`${id}-q`} aria-expanded={open} aria-controls={`${id}-a`} onClick={() => setOpen(!open)}>
          {item.question}
        </Toggle>
      </h3>
      <Answer id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open}>
        {typeof item.answer === 'string' ? <p>{item.answer}</p> : item.answer}
      </Answer>
    </Item>
  );
}

/** Questions that open and close one by one (FAQ lists): a button per question, its answer a labelled region. */
export function Accordion({ items }: AccordionProps) {
  return (
    <List>
      {items.map((item) => (
        <Entry key={item.question} item={item} />
      ))}
    </List>
  );
}
