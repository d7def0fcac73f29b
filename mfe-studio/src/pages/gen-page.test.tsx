import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  acceptRules, ApiError, generateImages, getGenStatus, getModels, getMyPackPurchases, getPendingFreeCredits, updateLatestModel,
  type GenReply,
} from 'api-client';
import { decodeBase64Param, encodeBase64Param } from 'shared-ui';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import { baseModel, genStatus, image, loraModel } from '../test/gen-fixtures';
import GenPage from './gen-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// The page's first render takes shared-ui's start-up and first-render entries: the same spies through them.
jest.mock('shared-ui/start-up', () => jest.requireActual('shared-ui/testing/start-up'));
// The first data's calls are api-client/runtime's (schema-free); 'api-client' re-exports these mocks.
jest.mock('api-client/runtime', () => ({
  ...jest.requireActual('api-client/runtime'),
  getGenStatus: jest.fn(),
  getModels: jest.fn(),
  getPendingFreeCredits: jest.fn(),
}));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getMyPackPurchases: jest.fn(() => Promise.resolve({ status: 'success', purchases: [], pendingPurchaseId: null })),
  updateLatestModel: jest.fn(),
  generateImages: jest.fn(),
  acceptRules: jest.fn(),
}));

jest.setTimeout(20_000);

const statusMock = jest.mocked(getGenStatus);
const modelsMock = jest.mocked(getModels);
const genMock = jest.mocked(generateImages);

const anna = loraModel('7', 'Anna', { Images: [image('a1'), image('a2')] });
const ben = loraModel('8', 'Ben with a very long name', { Class: 'man', Characteristics: '' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
  statusMock.mockResolvedValue(genStatus());
  modelsMock.mockResolvedValue({ status: 'success', models: [baseModel(), anna, ben], latestModelId: null });
  jest.mocked(getPendingFreeCredits).mockResolvedValue({ status: 'success', pendingCredits: 0 });
  jest.mocked(updateLatestModel).mockResolvedValue({ status: 'success' });
});

const renderGen = (url = '/gen') => renderAt(<GenPage />, url, '/gen');
const promptBox = () => screen.getByRole('textbox', { name: 'Prompt' });
const generateButton = () => screen.getByRole('button', { name: /^Generat/ });
const modelTab = (name: string) => within(screen.getByRole('group', { name: 'Models' })).getByRole('button', { name });
const gallery = () => screen.getByRole('list', { name: 'My photos' });

async function typePrompt(text: string) {
  await userEvent.clear(promptBox());
  await userEvent.type(promptBox(), text);
}

describe('GenPage: arrival', () => {
  it('shows a loader, then the studio marked noindex', async () => {
    renderGen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Generate Images' })).toBeInTheDocument();
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Generate Images', noindex: true }));
  });

  it('sends users who have not purchased to onboarding with their persona, as activated', async () => {
    statusMock.mockResolvedValue(genStatus({ userHasPurchased: false, persona: 'single' }));
    renderGen();
    const where = await screen.findByTestId('where');
    const url = new URL(where.textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/onboarding');
    expect(decodeBase64Param(url.searchParams.get('persona'))).toBe('single');
    expect(url.searchParams.get('activated')).toBe('true');
  });

  it('shows the rules first and the page once they are accepted', async () => {
    statusMock.mockResolvedValue(genStatus({ showRules: true }));
    jest.mocked(acceptRules).mockResolvedValue({ status: 'success' });
    renderGen();
    await userEvent.click(await screen.findByRole('button', { name: 'I accept the rules' }));
    expect(await screen.findByRole('textbox', { name: 'Prompt' })).toBeInTheDocument();
  });

  it('shows a status failure with a retry', async () => {
    statusMock.mockRejectedValue(new ApiError('x', 503, { message: 'Service unavailable' }));
    renderGen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    statusMock.mockResolvedValue(genStatus());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Prompt' })).toBeInTheDocument();
  });

  it('sends users without a subscription to pricing', async () => {
    modelsMock.mockResolvedValue({ status: 'no-subscription', models: [] });
    renderGen();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pricing'));
  });

  it('pre-fills the prompt from ?prompt= (base64), else with the last prompt', async () => {
    statusMock.mockResolvedValue(genStatus({ lastPrompt: 'model at the beach' }));
    const { unmount } = renderGen(`/gen?prompt=${encodeURIComponent(encodeBase64Param('model in Paris, café ☕'))}`);
    expect(await screen.findByRole('textbox', { name: 'Prompt' })).toHaveValue('model in Paris, café ☕');
    unmount();
    renderGen();
    expect(await screen.findByRole('textbox', { name: 'Prompt' })).toHaveValue('model at the beach');
  });

  it('shows credits with separators from 10000, and pending free credits only when there are some', async () => {
    statusMock.mockResolvedValue(genStatus({ credits: 12345 }));
    jest.mocked(getPendingFreeCredits).mockResolvedValue({ status: 'success', pendingCredits: 50 });
    renderGen();
    expect(await screen.findByText('12,345')).toBeInTheDocument();
    expect(await screen.findByText('50 free credits pending — added after the post has stayed up for a day')).toBeInTheDocument();
  });

  it('logs a pending-credits failure and shows no pending line', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getPendingFreeCredits).mockRejectedValue(new Error('down'));
    statusMock.mockResolvedValue(genStatus({ credits: 9999 }));
    renderGen();
    expect(await screen.findByText('9999')).toBeInTheDocument();
    await waitFor(() => expect(errorLog).toHaveBeenCalled());
    expect(screen.queryByText(/free credits pending/)).not.toBeInTheDocument();
    errorLog.mockRestore();
  });

  it('shows admins the mock mode state; others see nothing', async () => {
    statusMock.mockResolvedValue(genStatus({ isAdmin: true, isMockMode: true }));
    const { unmount } = renderGen();
    expect(await screen.findByText('Mock mode enabled')).toBeInTheDocument();
    unmount();
    statusMock.mockResolvedValue(genStatus({ isAdmin: false, isMockMode: true }));
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    expect(screen.queryByText(/Mock mode/)).not.toBeInTheDocument();
  });

  it('has My Photos, Templates and Packs tabs', async () => {
    renderGen();
    const nav = await screen.findByRole('navigation', { name: 'Studio' });
    expect(within(nav).getByRole('link', { name: 'My Photos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/templates');
    expect(within(nav).getByRole('link', { name: 'Packs' })).toHaveAttribute('href', '/packs');
  });

  it('shows the training banner, whose CHECK STATUS goes to train', async () => {
    statusMock.mockResolvedValue(genStatus({ currentlyTrainingModelName: 'Cleo' }));
    renderGen();
    expect(await screen.findByText(/Cleo/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CHECK STATUS' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/train');
  });

  it('shows the empty state for a model without photos', async () => {
    modelsMock.mockResolvedValue({ status: 'success', models: [baseModel(), ben] });
    renderGen();
    expect(await screen.findByText('No photos yet — write a prompt and press Generate')).toBeInTheDocument();
  });
});

describe('GenPage: model tabs', () => {
  it('lists All models, New model, then the models, selecting the latest one', async () => {
    modelsMock.mockResolvedValue({ status: 'success', models: [baseModel(), anna, ben], latestModelId: '8' });
    renderGen();
    const group = await screen.findByRole('group', { name: 'Models' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All models', 'New model', 'Base model', 'Anna', 'Ben with a very long name',
    ]);
    expect(modelTab('Ben with a very long name')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Ben with a very long name')).toHaveStyle({ maxWidth: '96px', textOverflow: 'ellipsis' });
  });

  it('selects the first own ready model when there is no previous selection', async () => {
    renderGen();
    expect(await screen.findByRole('button', { name: 'Anna' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('records a selected model as the latest and shows its photos', async () => {
    renderGen();
    await userEvent.click(await screen.findByRole('button', { name: 'Ben with a very long name' }));
    expect(updateLatestModel).toHaveBeenCalledWith({ modelId: '8' });
    expect(modelTab('Ben with a very long name')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No photos yet — write a prompt and press Generate')).toBeInTheDocument();
  });

  it.each([
    ['New model', '/train'],
    ['All models', '/models'],
  ])('%s goes to %s after 300 ms', async (name, path) => {
    renderGen();
    await screen.findByRole('group', { name: 'Models' });
    jest.useFakeTimers();
    act(() => modelTab(name).click());
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('where')).toHaveTextContent(path);
    expect(updateLatestModel).not.toHaveBeenCalled();
  });

  it('shows the characteristics box with its edit link for flux-lora models only', async () => {
    renderGen();
    const edit = await screen.findByRole('link', { name: 'Edit characteristics of Anna' });
    expect(edit).toHaveAttribute('href', '/edit-model/7?r=gen');
    expect(screen.getByText('blonde-haired')).toBeInTheDocument();
    await userEvent.click(modelTab('Base model'));
    expect(screen.queryByRole('link', { name: /Edit characteristics/ })).not.toBeInTheDocument();
  });
});

describe('GenPage: generating', () => {
  it('cycles the image count 1, 2, 3, 4, 1, saying so, and the Generate button says what the count costs', async () => {
    renderGen();
    const count = await screen.findByRole('button', { name: 'Number of images: x1' });
    expect(count).toHaveAccessibleDescription('Press for x2');
    expect(screen.getByRole('button', { name: 'Generate Image · 10 credits' })).toBeInTheDocument();
    const seen = [];
    for (let i = 0; i < 4; i += 1) {
      await userEvent.click(count);
      seen.push([count.getAttribute('aria-label'), generateButton().textContent]);
    }
    expect(seen).toEqual([
      ['Number of images: x2', 'Generate 2 Images · 20 credits'],
      ['Number of images: x3', 'Generate 3 Images · 30 credits'],
      ['Number of images: x4', 'Generate 4 Images · 40 credits'],
      ['Number of images: x1', 'Generate Image · 10 credits'],
    ]);
  });

  it('with a balance short of the cost, the button says so and leads to buying credits instead of failing', async () => {
    statusMock.mockResolvedValue(genStatus({ credits: 15 }));
    renderGen();
    const count = await screen.findByRole('button', { name: 'Number of images: x1' });
    expect(screen.getByRole('button', { name: 'Generate Image · 10 credits' })).toBeInTheDocument();
    await userEvent.click(count);
    const buy = screen.getByRole('link', { name: 'Buy credits (20 credits needed)' });
    expect(buy).toHaveAttribute('href', '/pricing');
    expect(buy).toHaveAccessibleDescription('Generate 2 Images costs 20 credits. You have 15 credits.');
    expect(genMock).not.toHaveBeenCalled();
  });

  it("alerts when a flux-lora prompt lacks the word 'model', sending nothing", async () => {
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await typePrompt('a woman on a beach');
    await userEvent.click(generateButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith("Prompt must include the word 'model'"));
    expect(genMock).not.toHaveBeenCalled();
  });

  it('alerts Please create a model first when no model could be loaded', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    modelsMock.mockRejectedValue(new Error('down'));
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await typePrompt('model');
    await userEvent.click(generateButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Please create a model first'));
    expect(genMock).not.toHaveBeenCalled();
    errorLog.mockRestore();
  });

  it('lowercases a capitalised Model, shows the new photos and takes 10 credits per image at once', async () => {
    let finish: (value: GenReply) => void = () => undefined;
    genMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    statusMock.mockResolvedValueOnce(genStatus({ credits: 500 })).mockResolvedValue(genStatus({ credits: 480 }));
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await typePrompt('Model on the moon');
    await userEvent.click(screen.getByRole('button', { name: 'Number of images: x1' }));
    await userEvent.click(generateButton());
    expect(promptBox()).toHaveValue('model on the moon');
    expect(genMock).toHaveBeenCalledWith({ modelId: '7', prompt: 'model on the moon', imageCount: 2 });
    expect(screen.getByText('480')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Generating' })).toBeInTheDocument();
    expect(screen.getByText('1 minute(s) remaining')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();

    // A second click while generating is ignored.
    await userEvent.click(generateButton());
    expect(genMock).toHaveBeenCalledTimes(1);

    await act(async () => finish({ status: 'success', outputImages: [image('n1'), image('n2')] }));
    await waitFor(() => expect(within(gallery()).getAllByRole('listitem')).toHaveLength(4));
    // Newest first, as the models call lists them after a reload.
    expect(within(gallery()).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(
      ['n2', 'n1', 'a1', 'a2'].map((id) => `/ai-photographer/files/${id}.jpg`),
    );
    expect(screen.getByRole('progressbar', { name: 'Generating' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('480')).toBeInTheDocument();
  });

  it('says when generation takes longer than the estimate (700 ms in mock mode)', async () => {
    genMock.mockReturnValue(new Promise(() => undefined));
    statusMock.mockResolvedValue(genStatus({ isMockMode: true }));
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await typePrompt('model');
    jest.useFakeTimers();
    act(() => generateButton().click());
    act(() => jest.advanceTimersByTime(400));
    expect(Number(screen.getByRole('progressbar', { name: 'Generating' }).getAttribute('aria-valuenow'))).toBeGreaterThan(40);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('progressbar', { name: 'Generating' })).toHaveAttribute('aria-valuenow', '95');
    expect(screen.getByText('95%')).toBeInTheDocument();
    expect(screen.getByText('The operation is taking longer than expected. Please check again soon.')).toBeInTheDocument();
  });

  it('alerts a warning reply and keeps the images that were made', async () => {
    genMock.mockResolvedValue({ status: 'warning', message: '1 of 2 images could not be generated.', outputImages: [image('n1')] });
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await typePrompt('model');
    await userEvent.click(generateButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('1 of 2 images could not be generated.'));
    expect(within(gallery()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('alerts the server message on failure, resets the progress and gives the credits back', async () => {
    genMock.mockRejectedValue(new ApiError('x', 400, { message: 'This prompt breaks our rules.' }));
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await typePrompt('model');
    await userEvent.click(generateButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('This prompt breaks our rules.'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('sends the user to pricing when credits ran out', async () => {
    genMock.mockRejectedValue(new ApiError('x', 402, { message: "You don't have enough credits to purchase this item" }));
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await typePrompt('model');
    await userEvent.click(generateButton());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pricing'));
    // The spec's text in a titled dialog, with what it cost and what the user had.
    expect(alertMock).toHaveBeenCalledWith(
      "You don't have enough credits to purchase this item. This costs 10 credits. You have 500 credits. Buy credits to go on.",
      { title: 'Not enough credits' },
    );
  });

  it('falls back to Something went wrong when a failure says nothing', async () => {
    genMock.mockRejectedValue({});
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await typePrompt('model');
    await userEvent.click(generateButton());
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Something went wrong'));
  });
});

describe('GenPage: a bought pack waiting to be made', () => {
  const myPacks = jest.mocked(getMyPackPurchases);
  const unused = { purchaseId: 42, title: 'LinkedIn Headshots Starter', emoji: '💼', purchasedAt: '2030-01-01T00:00:00.000Z', state: 'unused' as const, generationId: null };

  it('offers "Your pack is ready to generate", linking to its generate-pack page', async () => {
    myPacks.mockResolvedValue({ status: 'success', purchases: [unused], pendingPurchaseId: 42 });
    renderGen();
    expect(await screen.findByText('Your pack is ready to generate')).toBeInTheDocument();
    expect(screen.getByText(/Your LinkedIn Headshots Starter photos are paid for/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Generate My Pack' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/generate-pack/42');
  });

  it('shows nothing once every bought pack is made', async () => {
    myPacks.mockResolvedValue({
      status: 'success', purchases: [{ ...unused, state: 'generated', generationId: 9 }], pendingPurchaseId: null,
    });
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    await waitFor(() => expect(myPacks).toHaveBeenCalled());
    expect(screen.queryByText('Your pack is ready to generate')).not.toBeInTheDocument();
  });

  it('does not offer it before the user has a trained model', async () => {
    statusMock.mockResolvedValue(genStatus({ hasCompletedModels: false }));
    myPacks.mockResolvedValue({ status: 'success', purchases: [unused], pendingPurchaseId: 42 });
    renderGen();
    await screen.findByRole('textbox', { name: 'Prompt' });
    expect(myPacks).not.toHaveBeenCalled();
    expect(screen.queryByText('Your pack is ready to generate')).not.toBeInTheDocument();
  });
});
