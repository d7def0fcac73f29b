import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, generateImageFromTemplate, getTemplateComplete, NOT_ENOUGH_CREDITS_MESSAGE } from 'api-client';
import { decodeBase64Param } from 'shared-ui';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import { templateComplete } from '../test/template-fixtures';
import { RESULT_ALT } from '../features/templates/components/template-result';
import { FAILED_TO_LOAD_IMAGE_MESSAGE } from '../features/templates/template-messages';
import TemplateCompletePage, { NO_SUGGESTIONS_TEXT } from './template-complete-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getTemplateComplete: jest.fn(),
  generateImageFromTemplate: jest.fn(),
}));

jest.setTimeout(20_000);

const completeMock = jest.mocked(getTemplateComplete);
const generateMock = jest.mocked(generateImageFromTemplate);

beforeEach(() => {
  jest.clearAllMocks();
  completeMock.mockImplementation(({ fileId }) =>
    Promise.resolve(templateComplete({ outputFileId: fileId, outputImageUrl: `/ai-photographer/files/${fileId}.png` })),
  );
});

const renderComplete = (fileId = 'out1') => renderAt(<TemplateCompletePage />, `/template-complete/${fileId}`, '/template-complete/:fileId');
const where = () => screen.getByTestId('where').textContent ?? '';

describe('TemplateCompletePage', () => {
  it('shows a loader, then the photo large with Download, marked noindex', async () => {
    renderComplete();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your photo');
    expect(await screen.findByRole('img', { name: RESULT_ALT })).toHaveAttribute('src', '/ai-photographer/files/out1.png');
    expect(completeMock).toHaveBeenCalledWith({ fileId: 'out1' }, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Your photo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/ai-photographer/files/out1.png?download=template-photo.png',
    );
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your photo', noindex: true }));
  });

  it('opens the photo full screen', async () => {
    renderComplete();
    await userEvent.click(await screen.findByRole('button', { name: 'View your photo full screen' }));
    const viewer = screen.getByRole('dialog', { name: RESULT_ALT });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes back to templates', async () => {
    renderComplete();
    await screen.findByRole('img', { name: RESULT_ALT });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(where()).toBe('/templates');
  });

  it('suggests other templates; choosing one makes it with the same model and lands on its page', async () => {
    generateMock.mockResolvedValue({ status: 'success', outputImages: [{ url: '/ai-photographer/files/out2.jpg', fileId: 'out2', likeness: null }] });
    renderComplete();
    const section = await screen.findByRole('region', { name: 'Try another template' });
    const list = within(section).getByRole('list', { name: 'Suggested templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Open template 2' }));
    const viewer = screen.getByRole('dialog', { name: 'Template' });
    expect(within(viewer).getByText('model in a s2 scene')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Use this template · 10 credits' }));
    expect(generateMock).toHaveBeenCalledWith({ modelId: '7', templateId: 's2' });
    // The first result stays on screen until the new one replaces it: wait for the replacement.
    await waitFor(() => expect(screen.getByRole('img', { name: RESULT_ALT })).toHaveAttribute('src', '/ai-photographer/files/out2.png'));
    expect(completeMock).toHaveBeenLastCalledWith({ fileId: 'out2' }, expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refines a suggestion on gen', async () => {
    renderComplete();
    await userEvent.click(await screen.findByRole('button', { name: 'Open template 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refine this prompt' }));
    const url = new URL(where(), 'http://x');
    expect(url.pathname).toBe('/gen');
    expect(decodeBase64Param(url.searchParams.get('prompt'))).toBe('model in a s1 scene');
  });

  it('sends users out of credits to pricing', async () => {
    generateMock.mockRejectedValue(new ApiError('x', 402, { message: NOT_ENOUGH_CREDITS_MESSAGE }));
    renderComplete();
    await userEvent.click(await screen.findByRole('button', { name: 'Open template 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use this template · 10 credits' }));
    await waitFor(() => expect(where()).toBe('/pricing'));
    expect(alertMock).toHaveBeenCalledWith(`${NOT_ENOUGH_CREDITS_MESSAGE}. This costs 10 credits. Buy credits to go on.`, { title: 'Not enough credits' });
  });

  it('says when there is nothing to suggest', async () => {
    completeMock.mockResolvedValue(templateComplete({ suggestedTemplateImages: [] }));
    renderComplete();
    expect(await screen.findByText(NO_SUGGESTIONS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open template/ })).not.toBeInTheDocument();
  });

  it('shows Failed to load image with the reason and a retry when the call fails', async () => {
    completeMock.mockRejectedValueOnce(new ApiError('x', 404, { message: 'Image not found' }));
    renderComplete();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED_TO_LOAD_IMAGE_MESSAGE);
    expect(alert).toHaveTextContent('Image not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: RESULT_ALT })).toBeInTheDocument();
  });

  it('shows Failed to load image without asking when the file id is not valid', async () => {
    renderComplete('%20');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED_TO_LOAD_IMAGE_MESSAGE);
    expect(completeMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(where()).toBe('/templates');
  });
});
