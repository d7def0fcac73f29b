import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, focusRing, media, theme } from 'shared-ui/start-up';
import type { Illustration } from '../../content/content.types';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: 24px;
  max-width: 840px;
  margin: 0 auto;
  ${media.mobile`grid-template-columns: 1fr; gap: 16px;`}
`;

// One real selfie (a showcase pair) fills the column; four illustrated ones make a 2×2 grid.
const Inputs = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => Math.min(2, p.$count)}, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => media.mobile`grid-template-columns: repeat(${Math.min(4, p.$count)}, minmax(0, 1fr)); gap: 8px;`}
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: 12px;
  overflow: hidden;
  background: none;
  cursor: zoom-in;
  box-shadow: ${theme.shadows.card};
  transition: transform 120ms ease-in-out;
  ${focusRing}

  &:hover {
    transform: scale(1.02);
  }

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Arrow = styled.div`
  color: ${theme.colors.accent};
  font-size: 2.5rem;
  font-weight: 700;
  text-align: center;
  ${media.mobile`transform: rotate(90deg); font-size: 2rem;`}
`;

const Output = styled.figure`
  margin: 0;

  figcaption {
    margin-top: 10px;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
    text-align: center;
  }
`;

const Large = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;
  object-fit: contain;
  border-radius: 12px;
`;

/** Under illustrations: what they stand for. */
export const ILLUSTRATIONS_CAPTION = 'Illustrations: real examples are made by the product from customers\u2019 own selfies.';

export interface ShowcaseProps {
  inputs: Illustration[];
  output: Illustration;
  /** What the images are: the illustrations' note by default, a real customer's label for showcase photos. */
  caption?: string;
}

/** The input-to-output showcase: example selfies in, one result out; any image opens enlarged. */
export function Showcase({ inputs, output, caption = ILLUSTRATIONS_CAPTION }: ShowcaseProps) {
  const [enlarged, setEnlarged] = useState<Illustration | null>(null);
  return (
    <>
      <Row>
        <Inputs aria-label="Input selfies" $count={inputs.length}>
          {inputs.map((image) => (
            <li key={image.src + image.alt}>
              <Thumb type="button" aria-label={`Enlarge: ${image.alt}`} onClick={() => setEnlarged(image)}>
                <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" />
              </Thumb>
            </li>
          ))}
        </Inputs>
        <Arrow aria-hidden="true">→</Arrow>
        <Output>
          <Thumb type="button" aria-label={`Enlarge: ${output.alt}`} onClick={() => setEnlarged(output)}>
            <img src={output.src} alt="" width={output.width} height={output.height} loading="lazy" />
          </Thumb>
          <figcaption>{caption}</figcaption>
        </Output>
      </Row>
      <Dialog
        open={enlarged !== null}
        title="Enlarged image"
        onClose={() => setEnlarged(null)}
        actions={<Button onClick={() => setEnlarged(null)}>Close</Button>}
      >
        {enlarged && <Large src={enlarged.src} alt={enlarged.alt} width={enlarged.width} height={enlarged.height} />}
      </Dialog>
    </>
  );
}
