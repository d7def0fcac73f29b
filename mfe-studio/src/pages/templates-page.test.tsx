import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, generateImageFromTemplate, getModels, getTemplateCategories, getTemplateImages, NOT_ENOUGH_CREDITS_MESSAGE,
  updateLatestModel, type GenerateFromTemplateReply, type TemplateImagesRequest,
} from 'api-client';
import { decodeBase64Param } from 'shared-ui';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import { baseModel, loraModel } from '../test/gen-fixtures';
import { categories, template } from '../test/template-fixtures';
import {
  GENERATING_FROM_TEMPLATE_MESSAGE, NO_TEMPLATES_IN_CATEGORY_MESSAGE, NO_TRAINED_MODEL_MESSAGE, TEMPLATES_FAILED_MESSAGE,
  TEMPLATES_UNAVAILABLE_MESSAGE,
} from '../features/templates/template-messages';
import TemplatesPage from './templates-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
// The first data's calls are api-client/runtime's (schema-free); 'api-client' re-exports these mocks.
jest.mock('api-client/runtime', () => ({
  ...jest.requireActual('api-client/runtime'),
  getModels: jest.fn(),
}));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  updateLatestModel: jest.fn(),
  getTemplateCategories: jest.fn(),
  getTemplateImages: jest.fn(),
  generateImageFromTemplate: jest.fn(),
}));

jest.setTimeout(20_000);

const modelsMock = jest.mocked(getModels);
const imagesMock = jest.mocked(getTemplateImages);
const generateMock = jest.mocked(generateImageFromTemplate);

const anna = loraModel('7', 'Anna');
const ben = loraModel('8', 'Ben', { Class: 'man' });
const otto = loraModel('9', 'Otto', { Class: 'other' });
const rex = loraModel('10', 'Rex', { Class: 'dog' });
const failed = loraModel('11', 'Broken', { Status: 'failed' });

/** Templates named after their class and category, so the grid shows which ones were asked for. */
function templatesFor({ categoryID, templateClass }: TemplateImagesRequest) {
  return [1, 2, 3].map((n) => template(`${templateClass}-${categoryID}-${n}`, templateClass));
}

beforeEach(() => {
  jest.clearAllMocks();
  modelsMock.mockResolvedValue({ status: 'success', models: [baseModel(), anna, ben, otto, rex, failed], latestModelId: null });
  jest.mocked(updateLatestModel).mockResolvedValue({ status: 'success' });
  jest.mocked(getTemplateCategories).mockResolvedValue({ data: categories });
  imagesMock.mockImplementation((request) => Promise.resolve({ data: templatesFor(request) }));
});

const renderTemplates = () => renderAt(<TemplatesPage />, '/templates');
const modelTab = (name: string) => within(screen.getByRole('group', { name: 'Models' })).getByRole('button', { name });
const chip = (name: string) => within(screen.getByRole('group', { name: 'Template categories' })).getByRole('button', { name });
const grid = () => screen.getByRole('list', { name: 'Templates' });
const tileImages = () => within(grid()).getAllByRole('listitem').map((item) => item.querySelector('img')?.getAttribute('src'));
const where = () => screen.getByTestId('where').textContent ?? '';

async function openTemplate(n: number) {
  await userEvent.click(await screen.findByRole('button', { name: `Open template ${n}` }));
  return screen.getByRole('dialog', { name: 'Template' });
}

describe('TemplatesPage: browsing', () => {
  it('shows a loader, then the studio tabs with Templates current, noindex', async () => {
    renderTemplates();
    expect(screen.getByRole('status')).toHaveTextContent('Loading templates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Studio' });
    expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My Photos' })).toHaveAttribute('href', '/gen');
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Templates', noindex: true }));
  });

  it('offers the succeeded models, base model included, and selects the own model first', async () => {
    renderTemplates();
    const group = await screen.findByRole('group', { name: 'Models' });
    expect(within(group).getAllByRole('button').map((tab) => tab.textContent)).toEqual(['Base model', 'Anna', 'Ben', 'Otto', 'Rex']);
    expect(modelTab('Anna')).toHaveAttribute('aria-pressed', 'true');
  });

  it('selects the model picked last, as gen does', async () => {
    modelsMock.mockResolvedValue({ status: 'success', models: [baseModel(), anna, ben], latestModelId: '8' });
    renderTemplates();
    await waitFor(() => expect(modelTab('Ben')).toHaveAttribute('aria-pressed', 'true'));
    await screen.findByRole('list', { name: 'Templates' });
    expect(imagesMock).toHaveBeenLastCalledWith({ categoryID: 1, templateClass: 'man' }, expect.anything());
  });

  it("shows the first category's templates for the selected model's class, 300 px tiles", async () => {
    renderTemplates();
    await screen.findByRole('list', { name: 'Templates' });
    expect(chip('Business')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Travel')).toHaveAttribute('aria-pressed', 'false');
    expect(imagesMock).toHaveBeenCalledWith({ categoryID: 1, templateClass: 'woman' }, expect.anything());
    expect(tileImages()).toEqual([1, 2, 3].map((n) => `/ai-photographer/files/woman-1-${n}.jpg`));
    const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(styles).toContain('minmax(min(300px, 100%), 1fr)');
  });

  it('switches templates with the model: its class, or base-model for the base model; the choice is recorded', async () => {
    renderTemplates();
    await screen.findByRole('list', { name: 'Templates' });
    await userEvent.click(modelTab('Ben'));
    await waitFor(() => expect(tileImages()[0]).toBe('/ai-photographer/files/man-1-1.jpg'));
    expect(updateLatestModel).toHaveBeenLastCalledWith({ modelId: '8' });
    await userEvent.click(modelTab('Base model'));
    await waitFor(() => expect(tileImages()[0]).toBe('/ai-photographer/files/base-model-1-1.jpg'));
    expect(updateLatestModel).toHaveBeenLastCalledWith({ modelId: 'flux-base' });
  });

  it('switches category', async () => {
    renderTemplates();
    await screen.findByRole('list', { name: 'Templates' });
    await userEvent.click(chip('Travel'));
    expect(chip('Travel')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(tileImages()[0]).toBe('/ai-photographer/files/woman-2-1.jpg'));
    expect(imagesMock).toHaveBeenLastCalledWith({ categoryID: 2, templateClass: 'woman' }, expect.anything());
  });

  it('says when a category has no templates yet', async () => {
    imagesMock.mockResolvedValue({ data: [] });
    renderTemplates();
    expect(await screen.findByText(NO_TEMPLATES_IN_CATEGORY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(TEMPLATES_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    imagesMock.mockRejectedValueOnce(new ApiError('x', 400, { message: 'Bad category' }));
    renderTemplates();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${TEMPLATES_FAILED_MESSAGE}: Bad category`);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Templates' })).toBeInTheDocument();
  });

  it('shows a failed models call with a retry', async () => {
    modelsMock.mockRejectedValueOnce(new ApiError('x', 400, { message: 'No models for you' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTemplates();
    expect(await screen.findByRole('alert')).toHaveTextContent('No models for you');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Templates' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});

describe('TemplatesPage: classes without templates and users without models', () => {
  it('tells an other-class model that templates are unavailable, with Change class to edit-model and back', async () => {
    modelsMock.mockResolvedValue({ status: 'success', models: [baseModel(), otto], latestModelId: '9' });
    renderTemplates();
    expect(await screen.findByText(TEMPLATES_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Templates' })).not.toBeInTheDocument();
    expect(imagesMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Change class' }));
    expect(where()).toBe('/edit-model/9?r=templates');
  });

  it('says the same for a class that has no templates', async () => {
    imagesMock.mockImplementation((request) => Promise.resolve({ data: request.templateClass === 'dog' ? [] : templatesFor(request) }));
    renderTemplates();
    await screen.findByRole('list', { name: 'Templates' });
    await userEvent.click(modelTab('Rex'));
    expect(await screen.findByText(TEMPLATES_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change class' }));
    expect(where()).toBe('/edit-model/10?r=templates');
  });

  it('leads users without a trained model to train, and still shows the base model templates', async () => {
    modelsMock.mockResolvedValue({ status: 'success', models: [baseModel(), failed], latestModelId: null });
    renderTemplates();
    expect(await screen.findByText(NO_TRAINED_MODEL_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(tileImages()[0]).toBe('/ai-photographer/files/base-model-1-1.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Train a model' }));
    expect(where()).toBe('/train');
  });

  it('sends users without a subscription to pricing', async () => {
    modelsMock.mockResolvedValue({ status: 'no-subscription', models: [] });
    renderTemplates();
    await waitFor(() => expect(where()).toBe('/pricing'));
  });
});

describe('TemplatesPage: viewer and generating', () => {
  it('opens a template with its prompt; Refine this prompt takes the prompt to gen', async () => {
    renderTemplates();
    const viewer = await openTemplate(2);
    expect(within(viewer).getByText('model in a woman-1-2 scene')).toBeInTheDocument();
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Refine this prompt' }));
    const url = new URL(where(), 'http://x');
    expect(url.pathname).toBe('/gen');
    expect(decodeBase64Param(url.searchParams.get('prompt'))).toBe('model in a woman-1-2 scene');
  });

  it('makes the photo with the selected model, shows progress, then opens it on template-complete', async () => {
    let answer: (reply: GenerateFromTemplateReply) => void = () => undefined;
    generateMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderTemplates();
    const viewer = await openTemplate(1);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Use this template · 10 credits' }));
    expect(generateMock).toHaveBeenCalledWith({ modelId: '7', templateId: 'woman-1-1' });
    expect(within(viewer).getByRole('progressbar', { name: 'Generating' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Generating…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(GENERATING_FROM_TEMPLATE_MESSAGE)).toBeInTheDocument();
    // A second click while it runs is ignored.
    await userEvent.click(within(viewer).getByRole('button', { name: 'Generating…' }));
    expect(generateMock).toHaveBeenCalledTimes(1);
    answer({ status: 'success', outputImages: [{ url: '/ai-photographer/files/made 1.jpg', fileId: 'made 1', likeness: null }] });
    await waitFor(() => expect(where()).toBe('/template-complete/made%201'));
  });

  it('sends users out of credits to pricing with the spec\'s message in a titled dialog, the cost and the balance', async () => {
    generateMock.mockRejectedValue(new ApiError('x', 402, { message: `${NOT_ENOUGH_CREDITS_MESSAGE}.` }));
    renderTemplates();
    const viewer = await openTemplate(1);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Use this template · 10 credits' }));
    await waitFor(() => expect(where()).toBe('/pricing'));
    expect(alertMock).toHaveBeenCalledWith(`${NOT_ENOUGH_CREDITS_MESSAGE}. This costs 10 credits. Buy credits to go on.`, { title: 'Not enough credits' });
  });

  it('alerts a failed generation with its status and stays', async () => {
    generateMock.mockResolvedValueOnce({ status: 'failed', outputImages: [], message: 'The engine is down' });
    renderTemplates();
    const viewer = await openTemplate(1);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Use this template · 10 credits' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to generate (failed): The engine is down'));
    expect(within(viewer).queryByRole('progressbar')).not.toBeInTheDocument();

    generateMock.mockRejectedValueOnce(new ApiError('x', 500, { message: 'Something broke (request abc)' }));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Use this template · 10 credits' }));
    await waitFor(() => expect(alertMock).toHaveBeenLastCalledWith('Failed to generate (500): Something broke (request abc)'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
