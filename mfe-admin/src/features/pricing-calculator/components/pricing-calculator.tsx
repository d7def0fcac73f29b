import { useState } from 'react';
import styled from 'styled-components';
import { CREDITS_PER_IMAGE } from 'api-client';
import { DetailList, Stack, TextField } from 'shared-ui';
import { FieldRow } from '../../../components/field-row';
import {
  bundleMargin, DEFAULT_BUNDLE, DEFAULT_TOKEN_COST_USD, formatRate, formatUsd, IMAGE_COST_USD, unitCosts,
} from '../pricing';
import { CatalogueMarginTable } from './catalogue-margin-table';

const Subtitle = styled.h3`
  margin: 0;
  font-size: 17px;
`;

/** A number field's text → a non-negative number, or null with the reason. */
function readAmount(text: string, integer = false): { value: number | null; error?: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return { value: null, error: 'Enter a number of 0 or more.' };
  if (integer && !Number.isInteger(value)) return { value: null, error: 'Enter a whole number.' };
  return { value };
}

const TOKEN_DIGITS = 7;

/**
 * Margins of a credit bundle and of every plan and bundle on sale, from the card fee, the 20 % deduction and
 * the engine's cost per credit (spec part 2 §9). The arithmetic lives in ../pricing.ts.
 */
export function PricingCalculator() {
  const [creditsText, setCreditsText] = useState(String(DEFAULT_BUNDLE.credits));
  const [priceText, setPriceText] = useState(String(DEFAULT_BUNDLE.priceUsd));
  const [tokenText, setTokenText] = useState(DEFAULT_TOKEN_COST_USD.toFixed(TOKEN_DIGITS));
  const credits = readAmount(creditsText, true);
  const price = readAmount(priceText);
  const token = readAmount(tokenText);
  const tokenCost = token.value;
  const margin = credits.value !== null && price.value !== null && tokenCost !== null ? bundleMargin(credits.value, price.value, tokenCost) : null;
  const units = tokenCost !== null ? unitCosts(tokenCost) : null;

  return (
    <Stack gap={20}>
      <FieldRow>
        <TextField label="Bundle credits" type="number" inputMode="numeric" min={0} step={1} value={creditsText}
          onChange={(event) => setCreditsText(event.target.value)} error={credits.error} />
        <TextField label="Bundle price (USD)" type="number" inputMode="decimal" min={0} step={0.01} value={priceText}
          onChange={(event) => setPriceText(event.target.value)} error={price.error} />
        <TextField label="Token cost (USD per credit)" type="number" inputMode="decimal" min={0} step="any" value={tokenText}
          onChange={(event) => setTokenText(event.target.value)} error={token.error}
          hint={`Default ${formatUsd(DEFAULT_TOKEN_COST_USD, TOKEN_DIGITS)}: a tenth of an image's ${formatUsd(IMAGE_COST_USD, 6)}.`} />
      </FieldRow>
      {margin && units && (
        <section aria-labelledby="bundle-margin">
          <Stack gap={12}>
            <Subtitle id="bundle-margin">This bundle</Subtitle>
            <DetailList
              rows={[
                ['Card fee (2.9 % + $0.30)', formatUsd(margin.cardFeeUsd)],
                ['Deduction (20 %)', formatUsd(margin.deductionUsd)],
                ['Net revenue', formatUsd(margin.netUsd)],
                ['Credit cost', formatUsd(margin.creditCostUsd)],
                ['Margin', formatUsd(margin.marginUsd)],
                ['Margin rate', formatRate(margin.marginRate)],
                ['Break-even token cost', margin.breakEvenTokenCostUsd === null ? '—' : formatUsd(margin.breakEvenTokenCostUsd, TOKEN_DIGITS)],
                ['Images in the bundle', String(Math.floor(margin.credits / CREDITS_PER_IMAGE))],
                ['Cost of an image', formatUsd(units.imageUsd, 6)],
                ['Cost of a training (115 images)', formatUsd(units.trainingUsd, 4)],
              ]}
            />
          </Stack>
        </section>
      )}
      <CatalogueMarginTable tokenCostUsd={tokenCost} />
    </Stack>
  );
}
