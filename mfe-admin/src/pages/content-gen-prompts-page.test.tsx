import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, getAdminPhotoPacks, PACK_PROMPT_NEEDS_MODEL_MESSAGE, getPackPrompts, removeTemplateFromPack, updatePrompt, type PhotoPack, type PromptItem,
} from 'api-client';
import { clearApiQueryCache } from 'shared-ui';
import { renderAt } from 'shared-ui/testing';
import ContentGenPromptsPage, { NO_PROMPTS_MESSAGE, PROMPTS_LOAD_FAILED_MESSAGE, REMOVED_MESSAGE } from './content-gen-prompts-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getAdminPhotoPacks: jest.fn(),
  getPackPrompts: jest.fn(),
  updatePrompt: jest.fn(),
  removeTemplateFromPack: jest.fn(),
}));

const promptsMock = jest.mocked(getPackPrompts);
const item = (fileId: string, prompt: string): PromptItem => ({ fileId, imageUrl: `https://cdn.test/${fileId}.jpg`, prompt });
const PATH = '/content-gen-prompts/:packageId';

beforeEach(() => {
  jest.clearAllMocks();
  clearApiQueryCache();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getAdminPhotoPacks).mockResolvedValue({ photoPacks: [{ PackageID: 7, Title: 'LinkedIn Headshots' } as PhotoPack] });
  promptsMock.mockResolvedValue({ promptItems: [item('a', 'model in an office'), item('b', 'model on a terrace')] });
});

describe('ContentGenPromptsPage', () => {
  it('lists each image of the pack with its prompt to edit and links back', async () => {
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts/7', PATH);
    expect(await screen.findByRole('textbox', { name: 'Prompt for image 1' })).toHaveValue('model in an office');
    expect(screen.getByRole('textbox', { name: 'Prompt for image 2' })).toHaveValue('model on a terrace');
    expect(await screen.findByRole('heading', { name: 'Prompts: LinkedIn Headshots' })).toBeInTheDocument();
    expect(promptsMock).toHaveBeenCalledWith({ packageId: 7 }, expect.anything());
    expect(screen.getByRole('link', { name: 'Back to Content Generator' })).toHaveAttribute('href', '/content-gen?pack=7');
  });

  it('saves an edited prompt and says so', async () => {
    jest.mocked(updatePrompt).mockResolvedValue({ status: 'success' } as never);
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts/7', PATH);
    const box = await screen.findByRole('textbox', { name: 'Prompt for image 2' });
    await userEvent.clear(box);
    await userEvent.type(box, ' model at sunset ');
    const row = screen.getByRole('listitem', { name: 'Image 2' });
    await userEvent.click(within(row).getByRole('button', { name: 'Save prompt' }));
    expect(updatePrompt).toHaveBeenCalledWith({ fileId: 'b', prompt: 'model at sunset' });
    expect(await within(row).findByText('Prompt saved.')).toBeInTheDocument();
  });

  it('shows why a save failed, and refuses an empty prompt or one without "model"', async () => {
    jest.mocked(updatePrompt).mockRejectedValue(new ApiError('Bad', 400, { message: 'prompt: Too long' }));
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts/7', PATH);
    const row = await screen.findByRole('listitem', { name: 'Image 1' });
    await userEvent.click(within(row).getByRole('button', { name: 'Save prompt' }));
    expect(await within(row).findByText('Failed to save prompt: prompt: Too long')).toBeInTheDocument();
    await userEvent.clear(within(row).getByRole('textbox'));
    await userEvent.click(within(row).getByRole('button', { name: 'Save prompt' }));
    expect(within(row).getByText('Please enter a prompt')).toBeInTheDocument();
    await userEvent.type(within(row).getByRole('textbox'), 'a woman in a garden');
    await userEvent.click(within(row).getByRole('button', { name: 'Save prompt' }));
    expect(within(row).getByText(PACK_PROMPT_NEEDS_MODEL_MESSAGE)).toBeInTheDocument();
    expect(updatePrompt).toHaveBeenCalledTimes(1);
  });

  it('removes an image from the pack and reloads the list', async () => {
    jest.mocked(removeTemplateFromPack).mockResolvedValue({ status: 'success' } as never);
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts/7', PATH);
    const row = await screen.findByRole('listitem', { name: 'Image 1' });
    promptsMock.mockResolvedValue({ promptItems: [item('b', 'model on a terrace')] });
    await userEvent.click(within(row).getByRole('button', { name: 'Remove from pack' }));
    expect(removeTemplateFromPack).toHaveBeenCalledWith({ fileId: 'a' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent(REMOVED_MESSAGE);
  });

  it('shows a failed removal', async () => {
    jest.mocked(removeTemplateFromPack).mockRejectedValue(new ApiError('Bad', 500, { message: 'Something went wrong (request abc)' }));
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts/7', PATH);
    const row = await screen.findByRole('listitem', { name: 'Image 1' });
    await userEvent.click(within(row).getByRole('button', { name: 'Remove from pack' }));
    expect(await within(row).findByText('Failed to remove the image from the pack: Something went wrong (request abc)')).toBeInTheDocument();
  });

  it('says when the pack has no images', async () => {
    promptsMock.mockResolvedValue({ promptItems: [] });
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts/7', PATH);
    expect(await screen.findByText(NO_PROMPTS_MESSAGE)).toBeInTheDocument();
  });

  it('says when the prompts cannot be loaded, and retries', async () => {
    promptsMock.mockRejectedValue(new ApiError('Bad', 404, { message: 'Not found' }));
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts/7', PATH);
    expect(await screen.findByText(PROMPTS_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
    promptsMock.mockResolvedValue({ promptItems: [item('a', 'model')] });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Prompt for image 1' })).toBeInTheDocument();
  });

  it('rejects an id that is not a number without asking the server', async () => {
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts/abc', PATH);
    expect(await screen.findByText('There is no photo pack with this id.')).toBeInTheDocument();
    expect(promptsMock).not.toHaveBeenCalled();
  });

  it('the spec\'s /content-gen-prompts without an id opens with a pack chooser that leads to the pack\'s prompts', async () => {
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts', '/content-gen-prompts');
    const chooser = await screen.findByRole('combobox', { name: 'Photo pack' });
    await waitFor(() => expect(chooser).toBeEnabled());
    expect(promptsMock).not.toHaveBeenCalled();
    expect(screen.queryByText('There is no photo pack with this id.')).not.toBeInTheDocument();
    await userEvent.selectOptions(chooser, '7');
    expect(screen.getByTestId('where')).toHaveTextContent('/content-gen-prompts/7');
  });

  it('takes the pack from the query too (/content-gen-prompts?pack=7)', async () => {
    renderAt(<ContentGenPromptsPage />, '/content-gen-prompts?pack=7', '/content-gen-prompts');
    expect(await screen.findByRole('textbox', { name: 'Prompt for image 1' })).toHaveValue('model in an office');
    expect(promptsMock).toHaveBeenCalledWith({ packageId: 7 }, expect.anything());
  });
});
