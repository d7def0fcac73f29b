import { screen, within } from '@testing-library/react';
import { ID_DOCUMENTS, ID_PHOTO_CREDITS, SHEET_PAPERS } from 'api-client';
import { pageMetaMock, renderAt } from 'shared-ui/testing';
import { PAGE_META } from '../content/page-meta';
import { HONEST_RULE_TEXT } from '../content/passport-photos';
import PassportPhotosPage from './passport-photos-page';

jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));

const renderPage = () => renderAt(<PassportPhotosPage />, '/passport-photos');

describe('PassportPhotosPage', () => {
  it('has its own title, description and canonical', () => {
    renderPage();
    expect(pageMetaMock).toHaveBeenCalledWith({
      title: PAGE_META['/passport-photos'].title,
      description: PAGE_META['/passport-photos'].description,
      canonical: '/passport-photos',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Passport and ID photos made to the official rules' })).toBeInTheDocument();
  });

  it('states the number of documents from the documents list, and at least 25 of them', () => {
    renderPage();
    expect(ID_DOCUMENTS.length).toBeGreaterThanOrEqual(25);
    expect(screen.getByRole('main')).toHaveTextContent(`Passport, visa and ID card photos for ${ID_DOCUMENTS.length} documents`);
  });

  it('says what is measured, the print sheets, the price and the rule: a real photo, never retouched', () => {
    renderPage();
    const main = screen.getByRole('main');
    for (const check of ['Head height', 'Eye line', 'Background', 'Expression', 'Eyes open', 'Facing the camera']) {
      expect(within(screen.getByRole('region', { name: 'Measured, not guessed' })).getByText(check)).toBeInTheDocument();
    }
    for (const sheet of SHEET_PAPERS) expect(main).toHaveTextContent(sheet.label);
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText(/^\d+ credits per ID photo/)).toHaveTextContent(`${ID_PHOTO_CREDITS} credits per ID photo`);
    expect(screen.getByText(HONEST_RULE_TEXT)).toBeInTheDocument();
    expect(main).toHaveTextContent('We never retouch your face');
  });

  it('lists every document with its print size and a link to its authority’s rules', () => {
    renderPage();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(ID_DOCUMENTS.length);
    const ukPassport = ID_DOCUMENTS.find((document) => document.id === 'uk-passport')!;
    const row = rows.find((candidate) => within(candidate).queryByRole('rowheader', { name: 'United Kingdom' }))!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(ukPassport.name);
    expect(cells[1]).toHaveTextContent(`${ukPassport.printWidthMm} × ${ukPassport.printHeightMm} mm`);
    const source = within(row).getByRole('link', { name: new RegExp(`^${ukPassport.source.authority}`) });
    expect(source).toHaveAttribute('href', ukPassport.source.url);
    expect(source).toHaveAttribute('target', '_blank');
    for (const document of ID_DOCUMENTS) {
      expect(screen.getAllByRole('link', { name: `${document.source.authority}: ${document.source.title} (opens in a new tab)` }).length).toBeGreaterThan(0);
    }
  });

  it('marks the documents whose background is kept', () => {
    renderPage();
    const kept = ID_DOCUMENTS.filter((document) => !document.background.replaceAllowed);
    expect(screen.queryAllByText('background kept')).toHaveLength(kept.length);
  });

  it('leads to the studio’s ID photo page', () => {
    renderPage();
    const ctas = screen.getAllByRole('link', { name: 'Make my ID photo' });
    expect(ctas).toHaveLength(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/id-photo');
  });
});
