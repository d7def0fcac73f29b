import styled from 'styled-components';
import { media, theme, VisuallyHidden } from 'shared-ui/start-up';
import { ContentPage, Panel, TitledList } from '../components/content-page';
import { CtaLink } from '../components/cta-link';
import { useMarketingMeta } from '../components/use-marketing-meta';
import { PAGE_META } from '../content/page-meta';
import {
  BACKGROUND_KEPT_NOTE, DOCUMENT_ROWS, DOCUMENTS_LEAD, DOCUMENTS_TITLE, HONEST_RULE_TEXT, HONEST_RULE_TITLE, ID_PHOTO_PAGE_PATH, MEASURED_CHECKS,
  MEASURED_LEAD, MEASURED_TITLE, PASSPORT_PHOTOS_CTA, PASSPORT_PHOTOS_TITLE, passportPhotosIntro, PRICE_TITLE, priceText, printSize, REPORT_TEXT,
  sheetsText, SHEETS_TITLE,
} from '../content/passport-photos';

const Cta = styled.div<{ $place: 'top' | 'bottom' }>`
  display: grid;
  justify-items: center;
  gap: 10px;
  margin: ${(p) => (p.$place === 'top' ? '0 0 32px' : '32px 0 0')};
  text-align: center;

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  ${media.mobile`a { width: 100%; }`}
`;

const Text = styled.p`
  margin: 8px 0 0;
  line-height: 1.6;
`;

// The table scrolls sideways inside its own box on a narrow phone instead of widening the page.
const TableScroll = styled.div`
  margin-top: 16px;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  th,
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
    font-weight: 600;
  }
  td:nth-child(3) {
    white-space: nowrap;
  }
  a {
    color: ${theme.colors.accentHover};
  }
  /* On a phone each row is two lines: country, document and size, then its official rules across the width. */
  ${media.mobile`
    font-size: 0.875rem;
    th, td { padding: 8px 6px; }
    tr { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto; border-bottom: 1px solid ${theme.colors.border}; }
    th, td { border-bottom: none; }
    tbody td:nth-child(4) { grid-column: 1 / -1; padding-top: 0; }
    thead th:nth-child(4) { display: none; }
  `}
`;

const Muted = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
`;

function Action({ place }: { place: 'top' | 'bottom' }) {
  return (
    <Cta $place={place}>
      <CtaLink to={ID_PHOTO_PAGE_PATH}>{PASSPORT_PHOTOS_CTA}</CtaLink>
      <p>{priceText()}</p>
    </Cta>
  );
}

/**
 * /passport-photos: what the ID photo maker does and for which documents (from the contract's list, with each
 * authority's source), how it measures, what it costs, and its rule: a real photo, never retouched.
 */
export default function PassportPhotosPage() {
  useMarketingMeta(PAGE_META['/passport-photos']);
  return (
    <ContentPage title={PASSPORT_PHOTOS_TITLE} intro={passportPhotosIntro()}>
      <Action place="top" />
      <Panel aria-labelledby="honest-rule-title">
        <h2 id="honest-rule-title">{HONEST_RULE_TITLE}</h2>
        <Text>{HONEST_RULE_TEXT}</Text>
      </Panel>
      <Panel aria-labelledby="measured-title">
        <h2 id="measured-title">{MEASURED_TITLE}</h2>
        <Text>{MEASURED_LEAD}</Text>
        <TitledList>
          {MEASURED_CHECKS.map((check) => (
            <li key={check.title}>
              <strong>{check.title}</strong>
              <span>{check.text}</span>
            </li>
          ))}
        </TitledList>
        <Text>{REPORT_TEXT}</Text>
      </Panel>
      <Panel aria-labelledby="sheets-title">
        <h2 id="sheets-title">{SHEETS_TITLE}</h2>
        <Text>{sheetsText()}</Text>
      </Panel>
      <Panel aria-labelledby="price-title">
        <h2 id="price-title">{PRICE_TITLE}</h2>
        <Text>{priceText()}</Text>
      </Panel>
      <Panel aria-labelledby="documents-title">
        <h2 id="documents-title">{DOCUMENTS_TITLE}</h2>
        <Text>{DOCUMENTS_LEAD}</Text>
        {/* Focusable, so a keyboard can scroll it on a phone where it is wider than the screen. */}
        <TableScroll tabIndex={0} role="group" aria-labelledby="documents-caption">
          <Table>
            <caption id="documents-caption">
              <VisuallyHidden>Documents, their print size and their official rules</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Country</th>
                <th scope="col">Document</th>
                <th scope="col">Print size</th>
                <th scope="col">Official rules</th>
              </tr>
            </thead>
            <tbody>
              {DOCUMENT_ROWS.map((document) => (
                <tr key={document.id}>
                  <th scope="row">{document.country}</th>
                  <td>
                    {document.name}
                    {!document.background.replaceAllowed && <Muted>{BACKGROUND_KEPT_NOTE}</Muted>}
                  </td>
                  <td>{printSize(document)}</td>
                  <td>
                    {/* Its name starts with the words shown (WCAG's label in name) and adds the rule's title. */}
                    <a
                      href={document.source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${document.source.authority}: ${document.source.title} (opens in a new tab)`}
                    >
                      {document.source.authority}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Panel>
      <Action place="bottom" />
    </ContentPage>
  );
}
