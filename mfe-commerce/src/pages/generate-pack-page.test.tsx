import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generatePack, getModelsThin, getPackPurchaseInfo, type PackPurchaseInfo, type ThinModel } from 'api-client';
import { renderAt } from 'shared-ui/testing';
import GeneratePackPage from './generate-pack-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// shared-ui's logEvent sends through api-client/runtime: no request leaves the test.
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })) }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getPackPurchaseInfo: jest.fn(),
  getModelsThin: jest.fn(),
  generatePack: jest.fn(),
  logAnalyticsEvent: jest.fn(() => Promise.resolve({ status: 'success' })),
}));

const PATH = '/generate-pack/:purchaseId';
const model = (id: string, overrides: Partial<ThinModel> = {}): ThinModel => ({
  ModelName: `Model ${id}`, ModelID: id, MainImagePath: null, Status: 'succeeded', ModelType: 'flux-lora',
  Class: 'man', Characteristics: '', ...overrides,
});
const info = (packGenerationId: number | null = null): PackPurchaseInfo => ({
  status: 'success',
  packInfo: { PackageID: 4, Title: 'City Nights', PhotoPackDescription: 'Neon streets after dark.' },
  packGenerationId,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPackPurchaseInfo).mockResolvedValue(info());
  jest.mocked(getModelsThin).mockResolvedValue({
    status: 'success',
    models: [model('base', { ModelType: 'flux-base' }), model('a'), model('b')],
  });
});

describe('GeneratePackPage', () => {
  it('shows the bought pack and generates it with the chosen model, paid by the purchase', async () => {
    jest.mocked(generatePack).mockResolvedValue({ status: 'success', packGenerationId: 77 });
    renderAt(<GeneratePackPage />, '/generate-pack/12', PATH);
    expect(await screen.findByRole('heading', { name: 'City Nights' })).toBeInTheDocument();
    expect(screen.getByText('Neon streets after dark.')).toBeInTheDocument();
    const picker = screen.getByLabelText('Model');
    expect([...(picker as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Model a', 'Model b']);
    await userEvent.selectOptions(picker, 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images · included in your purchase' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pack-generated/77'));
    expect(generatePack).toHaveBeenCalledWith({ packId: 4, modelId: 'b', packPurchaseId: 12 });
  });

  it('offers See My Images once the pack was generated', async () => {
    jest.mocked(getPackPurchaseInfo).mockResolvedValue(info(31));
    renderAt(<GeneratePackPage />, '/generate-pack/12', PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'See My Images' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pack-generated/31');
    expect(screen.queryByRole('button', { name: 'Generate Images · included in your purchase' })).not.toBeInTheDocument();
  });

  it('sends the user to train when no model is a ready flux-lora one', async () => {
    jest.mocked(getModelsThin).mockResolvedValue({ status: 'success', models: [model('base', { ModelType: 'flux-base' })] });
    renderAt(<GeneratePackPage />, '/generate-pack/12', PATH);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/train'));
  });

  it('says something went wrong when the purchase cannot be loaded', async () => {
    jest.mocked(getPackPurchaseInfo).mockRejectedValue(new Error('404'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<GeneratePackPage />, '/generate-pack/12', PATH);
    expect(await screen.findByText('Something went wrong, please contact support')).toBeInTheDocument();
  });
});
