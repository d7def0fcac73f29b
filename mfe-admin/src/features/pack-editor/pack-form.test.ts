import type { PhotoPack } from 'api-client';
import {
  EMPTY_PACK_FORM, formFromPack, normalisePrice, normaliseReference, packFormErrors, REFERENCE_REQUIRED_MESSAGE,
  TITLE_REQUIRED_MESSAGE, toPackRequest,
} from './pack-form';

describe('pack form', () => {
  it('removes all whitespace from the reference', () => {
    expect(normaliseReference(' linked in\theadshots \n')).toBe('linkedinheadshots');
  });

  it.each([
    ['7.9', '$7.90'],
    ['$7.99', '$7.99'],
    [' 12 ', '$12.00'],
    ['7.999', '$8.00'],
    ['.5', '$0.50'],
    ['1,000', '$1000.00'],
    ['abc', '$'],
    ['', '$'],
    ['-3', '$'],
    ['7.9.9', '$'],
  ])('normalises the price %p to %p', (typed, shown) => {
    expect(normalisePrice(typed)).toBe(shown);
  });

  it('sends persona none as null and trims the texts', () => {
    const request = toPackRequest({ ...EMPTY_PACK_FORM, reference: 'a b', title: ' T ', price: '5', description: ' d ' });
    expect(request).toEqual({ reference: 'ab', title: 'T', price: '$5.00', persona: null, isApproved: false, description: 'd' });
  });

  it('fills the form from a pack, persona null as none', () => {
    const pack = { Reference: 'r', Title: 't', Price: '$9.99', Persona: null, IsApproved: true, PhotoPackDescription: 'x' } as PhotoPack;
    expect(formFromPack(pack)).toEqual({ reference: 'r', title: 't', price: '$9.99', persona: 'none', isApproved: true, description: 'x' });
  });

  it('names what is missing', () => {
    const errors = packFormErrors(EMPTY_PACK_FORM);
    expect(errors.reference).toBe(REFERENCE_REQUIRED_MESSAGE);
    expect(errors.title).toBe(TITLE_REQUIRED_MESSAGE);
    expect(errors.price).toBe('Price must look like $7.99');
    expect(packFormErrors({ ...EMPTY_PACK_FORM, reference: 'r', title: 't', price: '$1.00' })).toEqual({});
  });
});
