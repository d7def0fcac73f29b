import { idDocumentSchema } from './id-document';
import { ID_DOCUMENTS, idDocumentById } from './id-documents';

// Government and intergovernmental hosts: a government suffix, or an authority whose own domain has none.
const OFFICIAL_HOST = /(\.gov|\.gov\.[a-z]{2}|\.govt\.nz|\.go\.jp|\.go\.kr|\.gouv\.fr|\.europa\.eu)$|(^|\.)(icao\.int|canada\.ca|service-public\.fr|diplo\.de|dfa\.ie)$/;

const ASPECT_TOLERANCE = 0.02;

const byId = (id: string) => {
  const sut = idDocumentById(id);
  if (!sut) throw new Error(`no document ${id}`);
  return sut;
};

describe('ID_DOCUMENTS', () => {
  it.each(ID_DOCUMENTS.map((d) => [d.id, d]))('%s parses with idDocumentSchema', (_id, document) => {
    expect(idDocumentSchema.parse(document)).toEqual(document);
  });

  it('has at least 25 documents with unique ids', () => {
    const ids = ID_DOCUMENTS.map((d) => d.id);
    expect(ids.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the ICAO baseline first and the rest in country order', () => {
    expect(ID_DOCUMENTS[0]?.id).toBe('icao-generic');
    const countries = ID_DOCUMENTS.slice(1).map((d) => d.country);
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each(ID_DOCUMENTS.map((d) => [d.id, d]))('%s has sane ranges', (_id, { headHeightMm, eyeLineFromBottomMm, printHeightMm }) => {
    expect(headHeightMm.min).toBeLessThanOrEqual(headHeightMm.max);
    expect(headHeightMm.max).toBeLessThan(printHeightMm);
    if (eyeLineFromBottomMm) {
      expect(eyeLineFromBottomMm.min).toBeLessThanOrEqual(eyeLineFromBottomMm.max);
      expect(eyeLineFromBottomMm.max).toBeLessThan(printHeightMm);
    }
  });

  it.each(ID_DOCUMENTS.filter((d) => d.digital).map((d) => [d.id, d]))(
    '%s has a digital file in the print aspect, or a note on the difference',
    (_id, { digital, printWidthMm, printHeightMm, notes }) => {
      const printAspect = printWidthMm / printHeightMm;
      const digitalAspect = digital!.widthPx / digital!.heightPx;
      const offBy = Math.abs(digitalAspect - printAspect) / printAspect;
      if (offBy > ASPECT_TOLERANCE) expect(notes.some((note) => note.includes('aspect'))).toBe(true);
    },
  );

  it.each(ID_DOCUMENTS.filter((d) => d.digital).map((d) => [d.id, d]))('%s has file-size limits in order', (_id, { digital }) => {
    const { minBytes, maxBytes } = digital!;
    if (minBytes !== null && maxBytes !== null) expect(minBytes).toBeLessThan(maxBytes);
  });

  it.each(ID_DOCUMENTS.map((d) => [d.id, d.source.url]))('%s cites an https page on an official domain', (_id, url) => {
    const { protocol, hostname } = new URL(url);
    expect(protocol).toBe('https:');
    expect(hostname).toMatch(OFFICIAL_HOST);
  });

  it.each(ID_DOCUMENTS.map((d) => [d.id, d]))('%s has rules the maker cannot measure', (_id, { notes }) => {
    expect(notes.length).toBeGreaterThan(0);
  });
});

describe('required documents', () => {
  it.each([
    'icao-generic', 'us-passport', 'us-visa', 'us-dv-lottery', 'uk-passport', 'schengen-visa', 'de-passport',
    'fr-passport', 'it-id-card', 'ca-passport', 'ca-visa', 'au-passport', 'in-passport', 'in-visa', 'cn-passport',
    'cn-visa', 'jp-passport', 'jp-visa', 'kr-passport',
  ])('has %s', (id) => {
    expect(idDocumentById(id)).toBeDefined();
  });

  it('keeps the South Korean background: it may not be replaced in software', () => {
    expect(byId('kr-passport').background.replaceAllowed).toBe(false);
  });

  it('has the US 2×2 in rule and the DS-160 file', () => {
    const sut = byId('us-visa');
    expect(sut).toMatchObject({ printWidthMm: 51, printHeightMm: 51, headHeightMm: { min: 25, max: 35 }, eyeLineFromBottomMm: { min: 28, max: 35 } });
    expect(sut.digital).toMatchObject({ widthPx: 600, heightPx: 600, maxBytes: 240_000 });
  });

  it('has the UK head range and digital minimum', () => {
    const sut = byId('uk-passport');
    expect(sut.headHeightMm).toEqual({ min: 29, max: 34 });
    expect(sut.digital).toMatchObject({ widthPx: 600, heightPx: 750 });
  });

  it('has the 50×70 mm Canadian passport', () => {
    expect(byId('ca-passport')).toMatchObject({ printWidthMm: 50, printHeightMm: 70, headHeightMm: { min: 31, max: 36 } });
  });

  it('has the 33×48 mm Chinese photo and its online file', () => {
    const sut = byId('cn-visa');
    expect(sut).toMatchObject({ printWidthMm: 33, printHeightMm: 48, headHeightMm: { min: 28, max: 33 } });
    expect(sut.digital).toMatchObject({ widthPx: 354, heightPx: 472 });
  });

  it('makes the Japanese visa photo 45×45 mm, not the passport size', () => {
    expect(byId('jp-visa')).toMatchObject({ printWidthMm: 45, printHeightMm: 45 });
    expect(byId('jp-passport')).toMatchObject({ printWidthMm: 35, printHeightMm: 45, headHeightMm: { min: 32, max: 36 } });
  });

  it('converts shares of the photo height into millimetres', () => {
    expect(byId('icao-generic').headHeightMm).toEqual({ min: 31.5, max: 36 });
    expect(byId('us-dv-lottery').eyeLineFromBottomMm).toEqual({ min: 28.56, max: 35.19 });
  });

  it('finds nothing for an unknown id', () => {
    expect(idDocumentById('atlantis-passport')).toBeUndefined();
  });
});
