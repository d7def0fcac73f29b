import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { splitCharacteristics } from 'api-client/runtime';
import { focusRing, theme } from 'shared-ui/start-up';
import type { GenModel } from '../gen-model';

const Box = styled.section`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  font-size: 14px;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
`;

const EditLink = styled(Link)`
  color: ${theme.colors.accent};
  font-weight: 600;
  border-radius: ${theme.radii.sm};
  ${focusRing}
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  padding: 2px 10px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** What the word "model" stands for in prompts (class and characteristics), with a link to change it. */
export function CharacteristicsBox({ model }: { model: GenModel }) {
  const entries = [...(model.class ? [model.class] : []), ...splitCharacteristics(model.characteristics)];
  return (
    <Box aria-labelledby="characteristics-title">
      <Header>
        <Title id="characteristics-title">Characteristics</Title>
        <EditLink to={`/edit-model/${encodeURIComponent(model.modelId)}?r=gen`} aria-label={`Edit characteristics of ${model.name}`}>
          Edit
        </EditLink>
      </Header>
      {entries.length > 0 ? (
        <Chips aria-label={`${model.name} characteristics`}>
          {entries.map((entry) => (
            <Chip key={entry}>{entry}</Chip>
          ))}
        </Chips>
      ) : (
        <Muted>None set. Adding hair colour, eye colour and build makes photos look more like you.</Muted>
      )}
    </Box>
  );
}
