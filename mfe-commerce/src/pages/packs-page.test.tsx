import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, generatePack, getGenStatus, getModelsThin, getMyPackPurchases, getPhotoPacks, type GeneratePackReply, type GenStatus,
  type ThinModel,
} from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import { MY_PACKS, myPacks, pack, PACKS } from '../test/commerce-fixtures';
import PacksPage from './packs-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// shared-ui's logEvent sends through api-client/runtime: no request leaves the test.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })), getGenStatus: jest.fn() }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPhotoPacks: jest.fn(),
  getModelsThin: jest.fn(),
  generatePack: jest.fn(),
  getMyPackPurchases: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));

const READY: ThinModel = {
  ModelName: 'Anna',
  ModelID: 'm-7',
  MainImagePath: null,
  Status: 'succeeded',
  ModelType: 'flux-lora',
  Class: 'woman',
  Characteristics: '',
};

function genStatus(credits: number): GenStatus {
  return {
    status: 'success', credits, trainingsIncluded: 0, hasCompletedModels: true, userHasPurchased: true, persona: null,
    isMockMode: false, showRules: false, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null,
  };
}

async function renderPacks(credits = 500) {
  jest.mocked(getGenStatus).mockResolvedValue(genStatus(credits));
  renderAt(<PacksPage />, '/packs');
  await screen.findByRole('article', { name: 'Office Headshots' });
}

const card = (name: string) => screen.getByRole('article', { name });

async function confirmPack(name: string) {
  await userEvent.click(within(card(name)).getByRole('button', { name: /^Generate Pack · \d+ credits$/ }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Pack Purchase' });
  await userEvent.click(within(dialog).getByRole('button', { name: /^Generate Pack · \d+ credits$/ }));
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: PACKS });
  jest.mocked(getModelsThin).mockResolvedValue({ status: 'success', models: [{ ...READY, ModelType: 'flux-base', ModelID: 'base' }, READY] });
  jest.mocked(getMyPackPurchases).mockResolvedValue(myPacks([]));
});

describe('PacksPage', () => {
  it('shows each pack with its badge, image count and credits, and the balance', async () => {
    await renderPacks(500);
    expect(screen.getByText('500 credits')).toBeInTheDocument();
    expect(within(card('Beach Day')).getByText('Popular')).toBeInTheDocument();
    expect(within(card('Office Headshots')).queryByText('Popular')).not.toBeInTheDocument();
    expect(card('Office Headshots')).toHaveTextContent('30 images');
    expect(card('Office Headshots')).toHaveTextContent('300 credits');
  });

  it('sells credits instead when the balance is below the pack, and that goes to pricing', async () => {
    await renderPacks(500);
    expect(within(card('Office Headshots')).getByRole('button', { name: /^Generate Pack · \d+ credits$/ })).toBeEnabled();
    await userEvent.click(within(card('Dating Profile')).getByRole('button', { name: 'Purchase Credits' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing');
  });

  it('confirms with the cost and the credits left, then generates with the newest model', async () => {
    jest.mocked(generatePack).mockResolvedValue({ status: 'success', packGenerationId: 41 });
    await renderPacks(500);
    await userEvent.click(within(card('Office Headshots')).getByRole('button', { name: /^Generate Pack · \d+ credits$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Pack Purchase' });
    expect(dialog).toHaveTextContent('Cost300 credits');
    expect(dialog).toHaveTextContent('Credits remaining200 credits');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Generate Pack · \d+ credits$/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pack-generated/41'));
    expect(generatePack).toHaveBeenCalledWith({ packId: 1, modelId: 'm-7' });
  });

  it('covers the page and disables every button while the pack is made', async () => {
    let finish: (value: GeneratePackReply) => void = () => undefined;
    jest.mocked(generatePack).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await renderPacks(900);
    await confirmPack('Office Headshots');
    expect(await screen.findByRole('dialog', { name: 'Generating your photo pack' })).toBeInTheDocument();
    expect(within(card('Office Headshots')).getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(within(card('Beach Day')).getByRole('button', { name: /^Generate Pack · \d+ credits$/ })).toBeDisabled();
    finish({ status: 'success', packGenerationId: 5 });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pack-generated/5'));
  });

  it('says each pack\'s cost on its button and in the confirmation', async () => {
    await renderPacks(500);
    await userEvent.click(within(card('Office Headshots')).getByRole('button', { name: 'Generate Pack · 300 credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Pack Purchase' });
    expect(within(dialog).getByRole('button', { name: 'Generate Pack · 300 credits' })).toBeInTheDocument();
  });

  it('short of credits after all (spent elsewhere meanwhile): a titled dialog with the cost and the balance, then pricing', async () => {
    jest.mocked(generatePack).mockRejectedValueOnce(new ApiError('x', 402, { message: "You don't have enough credits to purchase this item" }));
    await renderPacks(500);
    await confirmPack('Office Headshots');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pricing'));
    expect(alertMock).toHaveBeenCalledWith(
      "You don't have enough credits to purchase this item. This costs 300 credits. You have 500 credits. Buy credits to go on.",
      { title: 'Not enough credits' },
    );
  });

  it('warns about a partial pack, then shows it', async () => {
    jest.mocked(generatePack).mockResolvedValue({ status: 'partial', packGenerationId: 9 });
    await renderPacks();
    await confirmPack('Beach Day');
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith(
        'Warning: some images failed to generate. Please contact support. Click OK to see the successful images.',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pack-generated/9'));
  });

  it('alerts the failure with the server message, or Unknown error', async () => {
    jest.mocked(generatePack).mockRejectedValueOnce(new ApiError('x', 500, { message: 'Engine offline' }));
    await renderPacks();
    await confirmPack('Beach Day');
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith('Failed to generate pack. Please contact support with this error message: Engine offline'),
    );
    expect(within(card('Beach Day')).getByRole('button', { name: /^Generate Pack · \d+ credits$/ })).toBeEnabled();

    jest.mocked(generatePack).mockRejectedValueOnce(new ApiError('', 500, {}));
    await confirmPack('Beach Day');
    await waitFor(() =>
      expect(alertMock).toHaveBeenLastCalledWith('Failed to generate pack. Please contact support with this error message: Unknown error'),
    );
  });

  it('sends the user to train without a ready flux-lora model', async () => {
    jest.mocked(getModelsThin).mockResolvedValue({ status: 'success', models: [{ ...READY, Status: 'processing' }] });
    await renderPacks();
    await confirmPack('Beach Day');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/train'));
    expect(generatePack).not.toHaveBeenCalled();
  });

  it('leaves out starter packs, which include a training and are bought with money', async () => {
    const starter = pack({ PackageID: 9, Title: 'Starter Headshots', IncludesTraining: true, Price: '$29.99' });
    jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [starter, ...PACKS] });
    await renderPacks(500);
    expect(screen.getAllByRole('article')).toHaveLength(PACKS.length);
    expect(screen.queryByRole('article', { name: 'Starter Headshots' })).not.toBeInTheDocument();
  });

  it('says there are no packs when only starter packs exist', async () => {
    jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [pack({ PackageID: 9, Title: 'Starter', IncludesTraining: true })] });
    jest.mocked(getGenStatus).mockResolvedValue(genStatus(500));
    renderAt(<PacksPage />, '/packs');
    expect(await screen.findByText('No photo packs available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when there are no packs', async () => {
    jest.mocked(getPhotoPacks).mockResolvedValue({ photoPacks: [] });
    jest.mocked(getGenStatus).mockResolvedValue(genStatus(0));
    renderAt(<PacksPage />, '/packs');
    expect(await screen.findByText('No photo packs available at the moment.')).toBeInTheDocument();
  });

  it('says Failed to load photo packs and loads again on retry', async () => {
    jest.mocked(getPhotoPacks).mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getGenStatus).mockResolvedValue(genStatus(0));
    renderAt(<PacksPage />, '/packs');
    expect(await screen.findByText('Failed to load photo packs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Office Headshots' })).toBeInTheDocument();
  });

  describe('My packs', () => {
    it('lists each bought pack with its state: Generate for unused, its photos for generating or generated', async () => {
      jest.mocked(getMyPackPurchases).mockResolvedValue(myPacks(MY_PACKS));
      await renderPacks();
      const mine = await screen.findByRole('region', { name: 'My packs' });
      const rows = within(mine).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/City Nights.*Being made · bought Mar 15, 2030.*See progress/),
        expect.stringMatching(/Beach Day.*Made.*See photos/),
        expect.stringMatching(/Office Headshots.*Not made yet.*Generate/),
      ]);
      expect(within(mine).getByRole('link', { name: 'Generate: Office Headshots' })).toHaveAttribute('href', '/generate-pack/10');
      expect(within(mine).getByRole('link', { name: 'See photos: Beach Day' })).toHaveAttribute('href', '/pack-generated/70');
      expect(within(mine).getByRole('link', { name: 'See progress: City Nights' })).toHaveAttribute('href', '/pack-generated/71');
    });

    it('is left out when nothing was bought', async () => {
      await renderPacks();
      await waitFor(() => expect(getMyPackPurchases).toHaveBeenCalled());
      expect(screen.queryByRole('region', { name: 'My packs' })).not.toBeInTheDocument();
    });
  });
});
