import styled from 'styled-components';
import { Banner, Button, formatCredits, Spinner, Stack, theme, usePackagesQuery } from 'shared-ui';
import { FiguresTable, TableScroll } from '../../../components/figures-table';
import { catalogueMargins, formatRate, formatUsd } from '../pricing';

const Subtitle = styled.h3`
  margin: 0;
  font-size: 17px;
`;

// The row heads (plan and bundle names) are words; the rest are figures.
const Table = styled(FiguresTable)`
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
`;

const Loss = styled.span`
  color: ${theme.colors.danger};
`;

/** A loss stands out in red (and keeps its minus sign for those who cannot see the colour). */
function MarginAmount({ usd }: { usd: number }) {
  return usd < 0 ? <Loss>{formatUsd(usd)}</Loss> : <>{formatUsd(usd)}</>;
}

const TYPE_LABELS = { subscription: 'Plan (monthly)', payg: 'Bundle' } as const;

/** Every plan and bundle on sale with what it leaves us at the given token cost (none while that is not a number). */
export function CatalogueMarginTable({ tokenCostUsd }: { tokenCostUsd: number | null }) {
  const query = usePackagesQuery({
    onError: (error) => console.error('Loading packages failed', error),
  });

  return (
    <section aria-labelledby="catalogue-margins">
      <Stack gap={12}>
        <Subtitle id="catalogue-margins">Plans and bundles on sale</Subtitle>
        {query.status === 'loading' && <Spinner label="Loading plans and bundles" />}
        {query.status === 'error' && (
          <Banner tone="error" actions={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
            Failed to load plans and bundles.
          </Banner>
        )}
        {query.status === 'success' && (
          <TableScroll role="region" aria-label="Margins of plans and bundles" tabIndex={0}>
            <Table aria-labelledby="catalogue-margins">
              <thead>
                <tr>
                  <th scope="col">Package</th>
                  <th scope="col">Type</th>
                  <th scope="col">Price</th>
                  <th scope="col">Credits</th>
                  <th scope="col">Net revenue</th>
                  <th scope="col">Credit cost</th>
                  <th scope="col">Margin</th>
                  <th scope="col">Margin rate</th>
                </tr>
              </thead>
              <tbody>
                {/* Net revenue does not depend on the token cost; the columns that do show — without one. */}
                {catalogueMargins(query.data.packages, tokenCostUsd ?? 0).map(({ pkg, margin }) => (
                  <tr key={`${pkg.Type}-${pkg.Reference}`}>
                    <th scope="row">{pkg.Title}</th>
                    <td>{TYPE_LABELS[pkg.Type]}</td>
                    <td>{pkg.Price}</td>
                    <td>{formatCredits(pkg.Credits)}</td>
                    <td>{margin ? formatUsd(margin.netUsd) : '—'}</td>
                    <td>{margin && tokenCostUsd !== null ? formatUsd(margin.creditCostUsd) : '—'}</td>
                    <td>{margin && tokenCostUsd !== null ? <MarginAmount usd={margin.marginUsd} /> : '—'}</td>
                    <td>{margin && tokenCostUsd !== null ? formatRate(margin.marginRate) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </section>
  );
}
