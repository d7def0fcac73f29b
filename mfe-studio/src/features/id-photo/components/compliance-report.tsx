import styled from 'styled-components';
import type { CreateIdPhotoReply } from 'api-client';
import { media, theme } from 'shared-ui';

export const REPORT_TITLE = 'Compliance report';
export const RULE_MET_TEXT = '✓ OK';
export const RULE_NOT_MET_TEXT = '✗ Not met';

export function reportSummaryText(lines: readonly { ok: boolean }[]): string {
  const failed = lines.filter((line) => !line.ok).length;
  if (!failed) return `All ${lines.length} ${lines.length === 1 ? 'check' : 'checks'} passed.`;
  return `${failed} of ${lines.length} checks not met: check the lines marked ✗ before you use this photo.`;
}

const Title = styled.h3`
  margin: 0;
  font-size: 17px;
`;

const Lines = styled.ul`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

// One row per rule on a wide screen (rule, measured, required, result); stacked under the rule on a phone.
const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(140px, 1.2fr) 1fr 1fr 96px;
  align-items: baseline;
  gap: 4px 12px;
  padding: 10px 12px;
  font-size: 14px;
  & + & { border-top: 1px solid ${theme.colors.border}; }
  ${media.mobile`grid-template-columns: 1fr auto;`}

`;

const Cell = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
  ${media.mobile`grid-column: 1 / -1; display: block;`}
`;

const CellLabel = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 12px;
  ${media.mobile`&::after { content: ':'; }`}
`;

const Rule = styled.strong`
  font-weight: 600;
`;

// The verdict is words and a sign, never colour alone.
const Verdict = styled.span<{ $ok: boolean }>`
  justify-self: end;
  font-weight: 700;
  white-space: nowrap;
  color: ${(p) => (p.$ok ? theme.colors.success : theme.colors.danger)};
  ${media.mobile`grid-column: 2; grid-row: 1;`}
`;

const Summary = styled.p`
  margin: 0;
  font-size: 14px;
`;

/** What the server measured, one line per rule of the document: measured, required, met or not. */
export function ComplianceReport({ lines }: { lines: CreateIdPhotoReply['report'] }) {
  return (
    <>
      <Title id="id-photo-report-title">{REPORT_TITLE}</Title>
      <Summary>{reportSummaryText(lines)}</Summary>
      <Lines aria-labelledby="id-photo-report-title">
        {lines.map((line) => (
          <Line key={line.rule}>
            <Rule>{line.rule}</Rule>{' '}
            <Cell>
              <CellLabel>Measured</CellLabel> {line.measured}
            </Cell>{' '}
            <Cell>
              <CellLabel>Required</CellLabel> {line.required}
            </Cell>{' '}
            <Verdict $ok={line.ok}>{line.ok ? RULE_MET_TEXT : RULE_NOT_MET_TEXT}</Verdict>
          </Line>
        ))}
      </Lines>
    </>
  );
}
