import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, getShowcaseItems, orderShowcaseItems, retireShowcaseItem, updateShowcaseItem, uploadShowcaseItem,
  type AdminShowcaseItem, type PhotoPack,
} from 'api-client';
import { clearApiQueryCache } from 'shared-ui';
import { renderAt } from 'shared-ui/testing';
import { ShowcaseManager } from './showcase-manager';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getShowcaseItems: jest.fn(),
  uploadShowcaseItem: jest.fn(),
  updateShowcaseItem: jest.fn(),
  orderShowcaseItems: jest.fn(),
  retireShowcaseItem: jest.fn(),
}));

const PACKS = [{ PackageID: 4, Title: 'Beach' }] as PhotoPack[];
const item = (id: number, over: Partial<AdminShowcaseItem> = {}): AdminShowcaseItem => ({
  id, kind: 'pair', caption: `Pair ${id}`, status: 'active', position: id, placements: [],
  before: [{ url: `/b${id}.jpg`, width: 300, height: 400 }], after: { url: `/a${id}.jpg`, width: 300, height: 400 },
  consent: { subjectName: 'Ada Example', subjectEmail: 'ada@example.com', consentedAt: '2026-11-20T00:00:00.000Z', consentText: 'I agree to be shown.' },
  createdAt: '2026-11-21T00:00:00.000Z', retiredAt: null, ...over,
});

beforeEach(() => {
  clearApiQueryCache();
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getShowcaseItems).mockResolvedValue({ items: [item(1), item(2), item(3, { status: 'retired', retiredAt: '2026-11-25T00:00:00.000Z' })] });
});

describe('ShowcaseManager', () => {
  it('sends the pair with the consent of the person shown, and shows the server\'s refusal under its field', async () => {
    jest.mocked(uploadShowcaseItem).mockRejectedValueOnce(
      new ApiError('A showcase photo needs the consent of the person shown.', 400, { message: 'A showcase photo needs the consent of the person shown.' }, 'r1', 'consentText'),
    );
    renderAt(<ShowcaseManager packs={PACKS} />, '/content-gen');
    const form = screen.getByRole('form', { name: 'Add to the showcase' });
    const selfies = [1, 2, 3, 4].map((n) => new File(['b'], `selfie-${n}.jpg`, { type: 'image/jpeg' }));
    const after = new File(['a'], 'made.jpg', { type: 'image/jpeg' });
    await userEvent.type(within(form).getByLabelText('Caption'), 'Ada, selfie to headshot');
    await userEvent.upload(within(form).getByLabelText(/^Before/), selfies);
    await userEvent.upload(within(form).getByLabelText(/^After/), after);
    await userEvent.type(within(form).getByLabelText('Name of the person shown'), 'Ada Example');
    await userEvent.type(within(form).getByLabelText('Their e-mail'), 'ada@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to showcase' }));
    expect(uploadShowcaseItem).toHaveBeenCalledWith(expect.objectContaining({
      kind: 'pair', caption: 'Ada, selfie to headshot', subjectName: 'Ada Example', subjectEmail: 'ada@example.com', consentText: '', before: selfies, after,
    }));
    expect(await within(form).findAllByText('A showcase photo needs the consent of the person shown.')).toHaveLength(2);
  });

  it('lists the active items in order with their consent, and the retired ones apart', async () => {
    renderAt(<ShowcaseManager packs={PACKS} />, '/content-gen');
    const list = await screen.findByRole('list', { name: 'On the site, in order' });
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['Showcase item: Pair 1', 'Showcase item: Pair 2']);
    expect(within(list).getAllByText(/Consent: Ada Example <ada@example.com>, signed 20 Nov 2026/)).toHaveLength(2);
    expect(screen.getByText('Retired (1)')).toBeInTheDocument();
  });

  it('saves the slots chosen for an item', async () => {
    const saved = item(1, { placements: [{ kind: 'landing-hero' }, { kind: 'pack-card', packId: 4 }] });
    jest.mocked(updateShowcaseItem).mockImplementation(async () => {
      jest.mocked(getShowcaseItems).mockResolvedValue({ items: [saved, item(2)] });
      return { item: saved };
    });
    renderAt(<ShowcaseManager packs={PACKS} />, '/content-gen');
    const card = await screen.findByRole('listitem', { name: 'Showcase item: Pair 1' });
    const save = within(card).getByRole('button', { name: 'Save placements' });
    expect(save).toBeDisabled();
    await userEvent.click(within(card).getByLabelText('Landing page hero'));
    await userEvent.click(within(card).getByLabelText('Pack card: Beach'));
    await userEvent.click(save);
    expect(updateShowcaseItem).toHaveBeenCalledWith({ itemId: 1, placements: [{ kind: 'landing-hero' }, { kind: 'pack-card', packId: 4 }] });
    // The list is asked again and now holds the saved placements: the card says so and stays as chosen.
    expect(await within(card).findByText(/Placements saved/)).toBeInTheDocument();
    expect(within(card).getByLabelText('Landing page hero')).toBeChecked();
    expect(getShowcaseItems).toHaveBeenCalledTimes(2);
  });

  it('moves an item up in the order, and retires one after confirming', async () => {
    jest.mocked(orderShowcaseItems).mockResolvedValue({ items: [] });
    jest.mocked(retireShowcaseItem).mockResolvedValue({ item: item(1, { status: 'retired' }) });
    renderAt(<ShowcaseManager packs={PACKS} />, '/content-gen');
    await screen.findByRole('list', { name: 'On the site, in order' });
    expect(screen.getByRole('button', { name: 'Move Pair 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Pair 2 up' }));
    expect(orderShowcaseItems).toHaveBeenCalledWith({ itemIds: [2, 1] });
    const card = screen.getByRole('listitem', { name: 'Showcase item: Pair 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire this showcase item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(retireShowcaseItem).toHaveBeenCalledWith({ itemId: 1 });
  });
});
