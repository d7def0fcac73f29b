import styled from 'styled-components';
import { CREDITS_PER_IMAGE, CREDITS_PER_TRAINING, PACK_CREDITS, PACK_IMAGE_COUNT, PROMISE } from 'api-client';
import { formatCredits, media, theme } from 'shared-ui';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile`grid-template-columns: 1fr;`}
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  span {
    color: ${theme.colors.textMuted};
    font-size: 14px;
  }

  strong {
    font-size: 20px;
  }
`;

/** What credits buy, from the shared cost constants (read when shown: the training time follows the configured trainer). */
export const servicePrices = () => [
  { service: 'One image', detail: 'Generated with your model', credits: CREDITS_PER_IMAGE },
  { service: 'One model training', detail: `From ${PROMISE.selfies}, ${PROMISE.trainingTime}`, credits: CREDITS_PER_TRAINING },
  { service: 'One photo pack', detail: `${PACK_IMAGE_COUNT} images in one style`, credits: PACK_CREDITS },
] as const;

export function ServicePriceList() {
  return (
    <List aria-label="What credits buy">
      {servicePrices().map((row) => (
        <Item key={row.service}>
          <span>{row.service}</span>
          <strong>{formatCredits(row.credits)} credits</strong>
          <span>{row.detail}</span>
        </Item>
      ))}
    </List>
  );
}
