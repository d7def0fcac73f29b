import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError, applyBackdrop, applyFilter, changeOutfit, getFileUrl, MASK_EDIT_FAILED_MESSAGE, OUTFIT_FACE_REFUNDED_MESSAGE, PROMPT_NOT_ALLOWED_MESSAGE, upscale, uploadMask,
} from 'api-client';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import { IMAGE_ALT } from '../features/image-edit/components/image-editor';
import { RESULT_ALT } from '../features/image-edit/components/edit-result';
import { MASK_REQUIRED_MESSAGE, PROMPT_REQUIRED_MESSAGE } from '../features/image-edit/mask-model';
import EditImagePage, { IMAGE_NOT_FOUND_MESSAGE } from './edit-image-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), getAccountInfo: jest.fn(() => Promise.reject(new Error('no balance in these tests'))) }));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getFileUrl: jest.fn(),
  uploadMask: jest.fn(),
  applyFilter: jest.fn(),
  applyBackdrop: jest.fn(),
  changeOutfit: jest.fn(),
  upscale: jest.fn(),
}));

jest.setTimeout(20_000);

const fileUrlMock = jest.mocked(getFileUrl);
const uploadMaskMock = jest.mocked(uploadMask);
const applyFilterMock = jest.mocked(applyFilter);
const applyBackdropMock = jest.mocked(applyBackdrop);
const changeOutfitMock = jest.mocked(changeOutfit);
const upscaleMock = jest.mocked(upscale);

beforeEach(() => {
  jest.clearAllMocks();
  fileUrlMock.mockImplementation(({ fileId }) =>
    Promise.resolve({ status: 'success', fileUrl: `/ai-photographer/files/${fileId}.jpg?sig=x` }),
  );
});

const { getAccountInfo } = jest.requireMock<typeof import('api-client/runtime')>('api-client/runtime');
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(getAccountInfo).mockImplementation(() => Promise.reject(new Error('no balance in these tests')));
});

const renderEditor = (fileId = 'f1') => renderAt(<EditImagePage />, `/edit/${fileId}`, '/edit/:fileId');
const where = () => screen.getByTestId('where').textContent ?? '';
const maskHost = () => screen.getByTestId('mask-canvas');

/** Shows the editor with its image "loaded" at 1024 × 768 (jsdom loads no images). */
async function openEditor(fileId = 'f1') {
  renderEditor(fileId);
  const image = await screen.findByRole('img', { name: IMAGE_ALT });
  Object.defineProperty(image, 'naturalWidth', { value: 1024 });
  Object.defineProperty(image, 'naturalHeight', { value: 768 });
  fireEvent.load(image);
  await waitFor(() => expect(maskHost().querySelector('canvas.upper-canvas')).not.toBeNull());
  return image;
}

function pointer(target: Element | Document, type: string, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0, buttons: 1 });
  Object.assign(event, { pointerId: 1, pointerType: 'pen', isPrimary: true });
  target.dispatchEvent(event);
}

/** A stroke (or a rectangle, with that tool) dragged over the mask canvas. */
function draw(from: [number, number], to: [number, number]) {
  const upper = maskHost().querySelector('canvas.upper-canvas')!;
  act(() => {
    pointer(upper, 'pointerdown', ...from);
    pointer(upper, 'pointermove', (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
    pointer(upper, 'pointermove', ...to);
    pointer(document, 'pointerup', ...to);
  });
}

describe('EditImagePage', () => {
  it('loads the image with the mask canvas over it, marked noindex', async () => {
    const image = await openEditor();
    expect(fileUrlMock).toHaveBeenCalledWith({ fileId: 'f1' }, expect.anything());
    expect(image).toHaveAttribute('src', '/ai-photographer/files/f1.jpg?sig=x');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit image' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Image' })).toHaveAttribute(
      'href',
      '/ai-photographer/files/f1.jpg?sig=x&download=image.jpg',
    );
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Edit image', noindex: true }));
  });

  it('offers the brush sizes and the rectangle as one radio group, Medium first', async () => {
    await openEditor();
    const tools = screen.getByRole('group', { name: 'Tool' });
    const names = within(tools).getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['small', 'medium', 'large', 'rectangle']);
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Rectangle' }));
    expect(screen.getByRole('radio', { name: 'Rectangle' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium' })).not.toBeChecked();
  });

  it('shows the mask at 0.4 once drawing starts; Undo takes the last mark, Clear all of them', async () => {
    await openEditor();
    expect(maskHost()).toHaveAttribute('data-opacity', '0');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    draw([10, 10], [80, 80]);
    expect(maskHost()).toHaveAttribute('data-opacity', '0.4');
    await userEvent.click(screen.getByRole('radio', { name: 'Rectangle' }));
    draw([100, 100], [200, 160]);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    draw([10, 10], [80, 80]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(maskHost()).toHaveAttribute('data-opacity', '0');
  });

  it('asks for a prompt and a drawn mask before Apply Edit', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Edit · 10 credits' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PROMPT_REQUIRED_MESSAGE);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a red hat');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Edit · 10 credits' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MASK_REQUIRED_MESSAGE);
    expect(uploadMaskMock).not.toHaveBeenCalled();
  });

  it('sends the mask PNG, the image id and the prompt, then shows the new image beside the original', async () => {
    let answer: (reply: { fileId: string }) => void = () => undefined;
    uploadMaskMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await openEditor();
    draw([10, 10], [80, 80]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), '  a red hat ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Edit · 10 credits' }));

    await waitFor(() => expect(uploadMaskMock).toHaveBeenCalledTimes(1));
    const sent = uploadMaskMock.mock.calls[0]![0];
    expect(sent).toEqual({ file: expect.any(Blob), originalImageId: 'f1', prompt: 'a red hat' });
    expect((sent.file as Blob).type).toBe('image/png');
    expect(screen.getByRole('progressbar', { name: 'Editing your image…' })).toBeInTheDocument();

    await act(async () => answer({ fileId: 'new1' }));
    const result = await screen.findByRole('img', { name: RESULT_ALT.edit });
    expect(result).toHaveAttribute('src', '/ai-photographer/files/new1.jpg?sig=x');
    expect(screen.getByRole('img', { name: IMAGE_ALT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit this image' })).toHaveAttribute('href', '/edit/new1');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Generate Images' }));
    expect(where()).toBe('/gen');
  });

  it("shows the spec's message when the edit fails", async () => {
    uploadMaskMock.mockRejectedValue(new ApiError('Engine down', 500, {}));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openEditor();
    draw([10, 10], [80, 80]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a red hat');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Edit · 10 credits' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(MASK_EDIT_FAILED_MESSAGE));
    expect(screen.queryByRole('img', { name: RESULT_ALT.edit })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Edit · 10 credits' })).toBeEnabled();
  });

  it('adds the reason when the server refuses the edit (4xx)', async () => {
    uploadMaskMock.mockRejectedValue(new ApiError('Prompt too long', 400, { message: 'prompt: Too long' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openEditor();
    draw([10, 10], [80, 80]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a red hat');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Edit · 10 credits' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(`${MASK_EDIT_FAILED_MESSAGE} prompt: Too long`));
  });

  it('short of credits, the edit explains the cost in a titled dialog and offers the way out to pricing', async () => {
    uploadMaskMock.mockRejectedValue(new ApiError('x', 402, { message: "You don't have enough credits to purchase this item" }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openEditor();
    draw([10, 10], [80, 80]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a red hat');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Edit · 10 credits' }));
    await waitFor(() => expect(where()).toBe('/pricing'));
    expect(alertMock).toHaveBeenCalledWith(
      "You don't have enough credits to purchase this item. This costs 10 credits. Buy credits to go on.",
      { title: 'Not enough credits' },
    );
  });

  it('applies the Ghibli filter and shows the styled copy', async () => {
    applyFilterMock.mockResolvedValue({ fileId: 'ghibli1' });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Ghibli filter · 10 credits' }));
    expect(applyFilterMock).toHaveBeenCalledWith({ fileId: 'f1', filterName: 'mirage-ghibli' });
    expect(await screen.findByRole('img', { name: RESULT_ALT.filter })).toHaveAttribute(
      'src',
      '/ai-photographer/files/ghibli1.jpg?sig=x',
    );
    expect(screen.getByRole('link', { name: 'Edit this image' })).toHaveAttribute('href', '/edit/ghibli1');
  });

  it('puts the photo on the chosen studio backdrop, priced before the click, and shows the new photo', async () => {
    applyBackdropMock.mockResolvedValue({ fileId: 'navy1' });
    await openEditor();
    const backdrops = screen.getByRole('group', { name: 'Studio backdrop' });
    expect(within(backdrops).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['light-grey', 'white', 'navy', 'office-blur']);
    expect(within(backdrops).getByRole('radio', { name: 'Light grey studio' })).toBeChecked();
    await userEvent.click(within(backdrops).getByRole('radio', { name: 'Navy studio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply backdrop · 10 credits' }));
    expect(applyBackdropMock).toHaveBeenCalledWith({ fileId: 'f1', backdrop: 'navy' });
    expect(await screen.findByRole('img', { name: RESULT_ALT.backdrop })).toHaveAttribute('src', '/ai-photographer/files/navy1.jpg?sig=x');
  });

  it("says why a backdrop could not be made, in the server's words", async () => {
    applyBackdropMock.mockRejectedValue(new ApiError('No person', 400, { message: 'No person was found in the photo. Your credits were given back.' }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Apply backdrop · 10 credits' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('No person was found in the photo. Your credits were given back.'));
  });

  it("opened from a viewer's Studio backdrop: the backdrops right below the photo, focused, with their action the primary one", async () => {
    renderAt(<EditImagePage />, '/edit/f1?tool=backdrop', '/edit/:fileId');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Light grey studio' })).toHaveFocus());
    const backdrops = screen.getByRole('group', { name: 'Studio backdrop' });
    const prompt = screen.getByRole('textbox', { name: 'Prompt' });
    expect(backdrops.compareDocumentPosition(prompt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply backdrop · 10 credits' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: 'Apply Edit · 10 credits' })).toHaveAttribute('data-variant', 'secondary');
  });

  it('at 0 credits: one buy action for the page, each tool keeping its own label, disabled', async () => {
    jest.mocked(getAccountInfo).mockResolvedValue({ credits: 0 } as Awaited<ReturnType<typeof getAccountInfo>>);
    renderEditor();
    const buy = await screen.findByRole('link', { name: 'Buy credits' });
    expect(buy).toHaveAttribute('href', '/pricing');
    expect(screen.getAllByRole('link', { name: /Buy credits/ })).toHaveLength(1);
    for (const name of ['Apply Edit · 10 credits', 'Ghibli filter · 10 credits', 'Apply backdrop · 10 credits', 'Change outfit · 10 credits', 'Make HD 2× · 10 credits']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByText('You have 0 credits. The tools here cost 10 credits a photo (HD 4×: 20 credits).')).toBeInTheDocument();
  });

  it('changes the outfit to a preset, priced before the click, and says when the face check refunded it', async () => {
    changeOutfitMock.mockResolvedValue({ fileId: 'suit1', face: 'refunded', message: OUTFIT_FACE_REFUNDED_MESSAGE });
    await openEditor();
    const outfits = screen.getByRole('group', { name: 'Change outfit' });
    expect(within(outfits).getAllByRole('radio')).toHaveLength(9);
    expect(within(outfits).getByRole('radio', { name: 'Navy suit, white shirt' })).toBeChecked();
    await userEvent.click(within(outfits).getByRole('radio', { name: 'Charcoal suit and tie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change outfit · 10 credits' }));
    expect(changeOutfitMock).toHaveBeenCalledWith({ fileId: 'f1', outfit: 'charcoal-suit-tie' });
    expect(await screen.findByRole('img', { name: RESULT_ALT.outfit })).toHaveAttribute('src', '/ai-photographer/files/suit1.jpg?sig=x');
    expect(screen.getByText(OUTFIT_FACE_REFUNDED_MESSAGE)).toBeInTheDocument();
  });

  it('a described outfit: asked for words before any call, then sent as written; a refusal in the server\'s words', async () => {
    changeOutfitMock.mockRejectedValue(new ApiError('rules', 400, { message: PROMPT_NOT_ALLOWED_MESSAGE }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openEditor();
    await userEvent.click(screen.getByRole('radio', { name: 'Describe an outfit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change outfit · 10 credits' }));
    expect(screen.getByText('Describe the outfit in a few words.')).toBeInTheDocument();
    expect(changeOutfitMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Describe the outfit' }), 'a grey linen suit');
    await userEvent.click(screen.getByRole('button', { name: 'Change outfit · 10 credits' }));
    expect(changeOutfitMock).toHaveBeenCalledWith({ fileId: 'f1', outfit: { custom: 'a grey linen suit' } });
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(PROMPT_NOT_ALLOWED_MESSAGE));
  });

  it('HD: each size priced, and the copy shown with its size', async () => {
    upscaleMock.mockResolvedValue({ fileId: 'hd1', width: 1536, height: 2048 });
    await openEditor();
    const sizes = screen.getByRole('group', { name: 'HD' });
    await userEvent.click(within(sizes).getByRole('radio', { name: /^HD 4×/ }));
    expect(screen.getByRole('button', { name: 'Make HD 4× · 20 credits' })).toBeInTheDocument();
    await userEvent.click(within(sizes).getByRole('radio', { name: /^HD 2×/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Make HD 2× · 10 credits' }));
    expect(upscaleMock).toHaveBeenCalledWith({ fileId: 'f1', scale: 2 });
    expect(await screen.findByRole('img', { name: RESULT_ALT.hd })).toHaveAttribute('src', '/ai-photographer/files/hd1.jpg?sig=x');
    expect(screen.getByText('1536 × 2048 px')).toBeInTheDocument();
  });

  it('opened at a tool from a viewer (?tool=outfit, ?tool=hd): that tool right below the photo, focused', async () => {
    renderAt(<EditImagePage />, '/edit/f1?tool=outfit', '/edit/:fileId');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Navy suit, white shirt' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Change outfit · 10 credits' })).toHaveAttribute('data-variant', 'primary');
  });

  it("shows the spec's message when the filter fails", async () => {
    applyFilterMock.mockRejectedValue(new Error('Network Error'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Ghibli filter · 10 credits' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(MASK_EDIT_FAILED_MESSAGE));
  });

  it('exports the mask as a PNG download', async () => {
    const createObjectURL = jest.fn(() => 'blob:mask');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openEditor();
    draw([10, 10], [80, 80]);
    await userEvent.click(screen.getByRole('button', { name: 'Export PNG' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/png' }));
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'mask.png');
  });

  it('shows a clear error with the way back to gen for an image that is not there (or not yours)', async () => {
    fileUrlMock.mockRejectedValue(new ApiError('File not found', 404, { message: 'File not found' }));
    renderEditor('someone-elses');
    expect(await screen.findByText(IMAGE_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('File not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Edit · 10 credits' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Generate Images' }));
    expect(where()).toBe('/gen');
  });

  it('refuses a file id that cannot be one without asking the server', async () => {
    renderEditor(encodeURIComponent(' '));
    expect(await screen.findByText(IMAGE_NOT_FOUND_MESSAGE)).toBeInTheDocument();
    expect(fileUrlMock).not.toHaveBeenCalled();
  });
});
