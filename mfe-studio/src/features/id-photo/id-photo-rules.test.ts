import type { IdDocument } from 'api-client';
import { bytesText, filterDocuments, sheetDownloadText } from './id-photo-rules';

const document = (id: string, country: string, countryCode: string, name = 'Passport') => ({ id, country, countryCode, name }) as IdDocument;
const DOCUMENTS = [
  document('us-visa', 'United States', 'US', 'Visa'),
  document('au-passport', 'Australia', 'AU'),
  document('ci-passport', 'Côte d’Ivoire', 'CI'),
  document('us-passport', 'United States', 'US'),
];
const ids = (search: string) => filterDocuments(DOCUMENTS, search).map((entry) => entry.id);

describe('ID photo rules', () => {
  it('lists every document by country, then document, when nothing is searched', () => {
    expect(ids('  ')).toEqual(['au-passport', 'ci-passport', 'us-passport', 'us-visa']);
  });

  it('matches the start of words of the country, its code or the document, accents and case aside', () => {
    expect(ids('us')).toEqual(['us-passport', 'us-visa']);
    expect(ids('united visa')).toEqual(['us-visa']);
    expect(ids("cote d'ivoire")).toEqual(['ci-passport']);
    expect(ids('PASS')).toEqual(['au-passport', 'ci-passport', 'us-passport']);
    expect(ids('tralia')).toEqual([]);
  });

  it('says file weights and sheet downloads as the page shows them', () => {
    expect(bytesText(146_432)).toBe('143 KB');
    expect(bytesText(300)).toBe('1 KB');
    expect(bytesText(2_621_440)).toBe('2.5 MB');
    expect(sheetDownloadText({ paper: '10x15cm', copies: 1 })).toBe('Download the 10 × 15 cm photo paper sheet (1 copy)');
  });
});
