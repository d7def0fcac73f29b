import { useState } from 'react';
import styled from 'styled-components';
import type { IdDocument } from 'api-client';
import { FieldError, FieldGroup, FieldHint, focusOutline, media, TextField, theme } from 'shared-ui';
import { BACKGROUND_KEPT_TEXT, documentTitle, filterDocuments, printSizeText } from '../id-photo-rules';

export const DOCUMENT_SEARCH_LABEL = 'Search country or document';
export const DOCUMENT_LIST_LEGEND = 'Document';
export const noDocumentMatchText = (search: string) => `No document matches “${search.trim()}”. Try the country’s name in English.`;
export const documentCountText = (count: number) => `${count} ${count === 1 ? 'document' : 'documents'}`;

// Tall enough for six choices; the list scrolls inside the page rather than pushing the photo step away.
const Options = styled.ul`
  display: grid;
  gap: 6px;
  max-height: 360px;
  margin: 0;
  padding: 2px 4px 2px 0;
  overflow-y: auto;
  list-style: none;
  ${media.mobile`max-height: 50vh;`}
`;

const Option = styled.label`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 4px 12px;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 1px ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
  }
  &:has(input:focus-visible) {
    ${focusOutline}
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.colors.accent};
  }
  ${media.mobile`grid-template-columns: auto 1fr;`}
`;

const Name = styled.span`
  min-width: 0;
  strong { font-weight: 600; }
`;

const Details = styled.span`
  color: ${theme.colors.textMuted};
  font-size: 14px;
  text-align: right;
  ${media.mobile`grid-column: 2; text-align: left;`}
`;

const Kept = styled.span`
  white-space: nowrap;
`;

const Summary = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.colors.textMuted};
  strong { color: ${theme.colors.text}; }
`;

interface DocumentPickerProps {
  documents: readonly IdDocument[];
  chosen: IdDocument | null;
  problem: string | null;
  disabled: boolean;
  onChoose: (document: IdDocument) => void;
}

/**
 * Step 1: a search over the documents and a radio group of those it matches (arrow keys move between them),
 * each with its country, name, print size and, where the authority forbids changing it, "Background kept".
 */
export function DocumentPicker({ documents, chosen, problem, disabled, onChoose }: DocumentPickerProps) {
  const [search, setSearch] = useState('');
  const shown = filterDocuments(documents, search);
  return (
    <>
      <TextField
        label={DOCUMENT_SEARCH_LABEL}
        type="search"
        value={search}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-controls="id-photo-documents"
        onChange={(event) => setSearch(event.target.value)}
      />
      <Summary>
        {chosen ? (
          <>
            Chosen: <strong>{documentTitle(chosen)}</strong>, {printSizeText(chosen)}
          </>
        ) : (
          'No document chosen yet.'
        )}
      </Summary>
      <FieldGroup
        id="id-photo-documents"
        legend={DOCUMENT_LIST_LEGEND}
        disabled={disabled}
        aria-describedby={problem ? 'id-photo-documents-count id-photo-documents-problem' : 'id-photo-documents-count'}
      >
        {/* Said after each keystroke without taking the focus from the search. */}
        <FieldHint id="id-photo-documents-count" aria-live="polite">
          {shown.length ? (search.trim() ? `${documentCountText(shown.length)} match.` : documentCountText(shown.length)) : noDocumentMatchText(search)}
        </FieldHint>
        {shown.length > 0 && (
          <Options>
            {shown.map((document) => (
              <li key={document.id}>
                <Option>
                  <input
                    type="radio"
                    name="id-document"
                    value={document.id}
                    checked={chosen?.id === document.id}
                    onChange={() => onChoose(document)}
                  />
                  <Name>
                    <strong>{document.country}</strong> {document.name}
                  </Name>{' '}
                  <Details>
                    {printSizeText(document)}
                    {!document.background.replaceAllowed && <Kept>{` · ${BACKGROUND_KEPT_TEXT}`}</Kept>}
                  </Details>
                </Option>
              </li>
            ))}
          </Options>
        )}
        {problem && (
          <FieldError id="id-photo-documents-problem" role="alert">
            {problem}
          </FieldError>
        )}
      </FieldGroup>
    </>
  );
}
