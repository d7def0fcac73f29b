import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addTemplateToPack, ApiError, approveTemplateImage, CATEGORY_REQUIRED_MESSAGE, createPack, CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE,
  deleteTemplateImage, generatePack, generateTemplateImages, getAdminPhotoPacks, getAdminTemplateImages, getModelsThin, getShowcaseItems,
  getTemplateCategories, NO_PACK_SELECTED_MESSAGE, REMOVE_FROM_PACK_FIRST_MESSAGE, removeTemplateFromPack, updatePack,
  type AdminTemplateImage, type PhotoPack, type ThinModel,
} from 'api-client';
import { clearApiQueryCache } from 'shared-ui';
import { alertMock, renderAt } from 'shared-ui/testing';
import { SELECT_CUSTOM_MODEL_MESSAGE } from '../features/pack-generator/components/pack-generator';
import ContentGenPage from './content-gen-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getAdminPhotoPacks: jest.fn(),
  getTemplateCategories: jest.fn(),
  getAdminTemplateImages: jest.fn(),
  getModelsThin: jest.fn(),
  generateTemplateImages: jest.fn(),
  createPack: jest.fn(),
  updatePack: jest.fn(),
  approveTemplateImage: jest.fn(),
  deleteTemplateImage: jest.fn(),
  addTemplateToPack: jest.fn(),
  removeTemplateFromPack: jest.fn(),
  generatePack: jest.fn(),
  getShowcaseItems: jest.fn(),
}));

const pack = (over: Partial<PhotoPack> = {}): PhotoPack => ({
  PackageID: 7, Reference: 'linkedin', Title: 'LinkedIn Headshots', Price: '$7.99', Credits: 300,
  PhotoPackDescription: 'Sharp headshots', Persona: 'professional', IncludesTraining: false, IsMostPopular: false,
  SampleImages: [], IsApproved: true, ...over,
});
const image = (fileId: string, over: Partial<AdminTemplateImage> = {}): AdminTemplateImage => ({
  fileId, imageUrl: `https://cdn.test/${fileId}.jpg`, moderationStatus: 'approved', class: 'man',
  prompt: `model ${fileId}`, categoryId: 2, packageId: null, ...over,
});
const model = (over: Partial<ThinModel>): ThinModel => ({
  ModelName: 'Me', ModelID: 'm1', MainImagePath: null, Status: 'succeeded', ModelType: 'flux-lora', Class: 'man',
  Characteristics: '', ...over,
});

const imagesMock = jest.mocked(getAdminTemplateImages);

beforeEach(() => {
  jest.clearAllMocks();
  clearApiQueryCache();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getAdminPhotoPacks).mockResolvedValue({ photoPacks: [pack(), pack({ PackageID: 8, Title: 'Dating', Reference: 'dating', IsApproved: false })] });
  jest.mocked(getTemplateCategories).mockResolvedValue({ data: [{ categoryID: 2, name: 'Business' }, { categoryID: 3, name: 'Travel' }] });
  imagesMock.mockResolvedValue({ templateImages: [] });
  jest.mocked(getShowcaseItems).mockResolvedValue({ items: [] });
  jest.mocked(getModelsThin).mockResolvedValue({
    status: 'success',
    models: [model({}), model({ ModelID: 'base', ModelName: 'Base', ModelType: 'flux-base' }), model({ ModelID: 'm2', ModelName: 'Training', Status: 'processing' })],
  });
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const editorTitle = () => screen.findByRole('heading', { level: 2, name: /^(New pack|Edit pack: .*)$/ });

describe('ContentGenPage: pack editor', () => {
  it('disables Update Pack while no pack is being edited', async () => {
    renderAt(<ContentGenPage />, '/content-gen');
    expect(await editorTitle()).toHaveTextContent('New pack');
    expect(screen.getByRole('button', { name: 'Update Pack' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Pack' })).toBeEnabled();
  });

  it('lists every pack, approved or not, and fills the form with the chosen one', async () => {
    renderAt(<ContentGenPage />, '/content-gen');
    const select = await screen.findByRole('combobox', { name: 'Photo pack' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getByRole('option', { name: 'Dating (dating) – not approved' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '7');
    expect(await screen.findByRole('heading', { name: 'Edit pack: LinkedIn Headshots' })).toBeInTheDocument();
    expect(field('Reference').value).toBe('linkedin');
    expect(field('Price').value).toBe('$7.99');
    expect((screen.getByRole('combobox', { name: 'Persona' }) as HTMLSelectElement).value).toBe('professional');
    expect(screen.getByRole('checkbox', { name: 'Approved' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Update Pack' })).toBeEnabled();
  });

  it('removes whitespace from the reference as typed and normalises the price on blur', async () => {
    renderAt(<ContentGenPage />, '/content-gen');
    await editorTitle();
    await userEvent.type(field('Reference'), 'new pack  ref');
    expect(field('Reference').value).toBe('newpackref');
    await userEvent.type(field('Price'), '7.9');
    await userEvent.tab();
    expect(field('Price').value).toBe('$7.90');
    await userEvent.clear(field('Price'));
    await userEvent.type(field('Price'), 'abc');
    await userEvent.tab();
    expect(field('Price').value).toBe('$');
  });

  it('creates a pack with persona none as null, then edits it', async () => {
    jest.mocked(createPack).mockResolvedValue({ newPack: pack({ PackageID: 9, Title: 'Beach', Reference: 'beach', Persona: null }) });
    renderAt(<ContentGenPage />, '/content-gen');
    await editorTitle();
    await userEvent.type(field('Reference'), 'beach');
    await userEvent.type(field('Title'), 'Beach');
    await userEvent.type(field('Price'), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Sun');
    jest.mocked(getAdminPhotoPacks).mockResolvedValue({ photoPacks: [pack(), pack({ PackageID: 9, Title: 'Beach', Reference: 'beach', Persona: null })] });
    await userEvent.click(screen.getByRole('button', { name: 'Create Pack' }));
    expect(createPack).toHaveBeenCalledWith({ reference: 'beach', title: 'Beach', price: '$5.00', persona: null, isApproved: false, description: 'Sun' });
    expect(await screen.findByText('Pack created.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit pack: Beach' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Pack' })).toBeEnabled();
  });

  it('names missing fields instead of sending', async () => {
    renderAt(<ContentGenPage />, '/content-gen');
    await editorTitle();
    await userEvent.click(screen.getByRole('button', { name: 'Create Pack' }));
    expect(screen.getByText('Please enter a reference')).toBeInTheDocument();
    expect(screen.getByText('Please enter a title')).toBeInTheDocument();
    expect(createPack).not.toHaveBeenCalled();
  });

  it('updates the edited pack and shows a server refusal', async () => {
    jest.mocked(updatePack).mockRejectedValue(new ApiError('Conflict', 409, { message: 'That reference is taken' }));
    renderAt(<ContentGenPage />, '/content-gen?pack=7');
    await screen.findByRole('heading', { name: 'Edit pack: LinkedIn Headshots' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Approved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Pack' }));
    expect(updatePack).toHaveBeenCalledWith({
      packageId: 7, reference: 'linkedin', title: 'LinkedIn Headshots', price: '$7.99', persona: 'professional',
      isApproved: false, description: 'Sharp headshots',
    });
    expect(await screen.findByText('That reference is taken')).toBeInTheDocument();
  });
});

describe('ContentGenPage: template generator', () => {
  it('asks for a category before generating', async () => {
    renderAt(<ContentGenPage />, '/content-gen');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Images' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORY_REQUIRED_MESSAGE);
    expect(generateTemplateImages).not.toHaveBeenCalled();
  });

  it('defaults to one image and forces one in custom mode', async () => {
    renderAt(<ContentGenPage />, '/content-gen?category=2');
    const count = await screen.findByRole('spinbutton', { name: 'Number of images' });
    expect(count).toHaveValue(1);
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(count).toBeDisabled();
    expect(count).toHaveValue(1);
    await userEvent.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(count).toBeEnabled();
    expect(count).toHaveValue(5);
  });

  it('needs the word "model" in a custom prompt', async () => {
    renderAt(<ContentGenPage />, '/content-gen?category=2');
    await userEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a man in a suit');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    expect(screen.getByText(CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE)).toBeInTheDocument();
    expect(generateTemplateImages).not.toHaveBeenCalled();
  });

  it('warns when an auto theme mentions model', async () => {
    renderAt(<ContentGenPage />, '/content-gen?category=2');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Prompt' }), 'Model at work');
    expect(screen.getByText('This theme mentions "model". In auto mode, leave the word out.')).toBeInTheDocument();
  });

  it('generates one custom image and shows it in the gallery', async () => {
    const made = image('new1', { class: 'woman', prompt: 'model in a cafe' });
    jest.mocked(generateTemplateImages).mockResolvedValue({ images: [made] });
    renderAt(<ContentGenPage />, '/content-gen?category=2');
    expect(await screen.findByText('No template images in this category yet.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'woman');
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'model in a cafe');
    imagesMock.mockResolvedValue({ templateImages: [made] });
    await userEvent.click(screen.getByRole('button', { name: 'Generate Images' }));
    expect(generateTemplateImages).toHaveBeenCalledWith({
      prompt: 'model in a cafe', imagesCount: 1, templateCategoryId: 2, templateClass: 'woman', mode: 'custom',
    });
    expect(await screen.findByText('Generated 1 image. It is in the gallery below.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'woman images' })).toBeInTheDocument();
  });

  it('shows a failed generation', async () => {
    jest.mocked(generateTemplateImages).mockRejectedValue(new ApiError('Bad', 400, { message: 'Custom mode makes one image' }));
    renderAt(<ContentGenPage />, '/content-gen?category=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Images' }));
    expect(await screen.findByText('Custom mode makes one image')).toBeInTheDocument();
  });
});

describe('ContentGenPage: galleries', () => {
  const images = [
    image('a', { packageId: 7 }),
    image('b', { moderationStatus: 'rejected' }),
    image('c', { class: 'woman', packageId: 8 }),
  ];

  it('shows per-class counts, marks the pack\'s images and links to its prompts', async () => {
    imagesMock.mockResolvedValue({ templateImages: images });
    renderAt(<ContentGenPage />, '/content-gen?pack=7&category=2');
    const counts = await screen.findByRole('list', { name: 'Images per class' });
    expect(counts).toHaveTextContent('man: 2 images, 1 approved');
    expect(counts).toHaveTextContent('woman: 1 image, 1 approved');
    const first = screen.getByRole('listitem', { name: 'Template image 1 (man)' });
    expect(first).toHaveTextContent('In this pack');
    expect(within(first).queryByRole('button', { name: 'Add to pack' })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove from pack' })).toBeInTheDocument();
    expect(await screen.findByText('In pack Dating')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inspect prompts' })).toHaveAttribute('href', '/content-gen-prompts/7');
    expect(imagesMock).toHaveBeenCalledWith({ categoryId: 2 }, expect.anything());
  });

  it('asks for a pack before adding to one', async () => {
    imagesMock.mockResolvedValue({ templateImages: images });
    renderAt(<ContentGenPage />, '/content-gen?category=2');
    const second = await screen.findByRole('listitem', { name: 'Template image 2 (man)' });
    await userEvent.click(within(second).getByRole('button', { name: 'Add to pack' }));
    expect(alertMock).toHaveBeenCalledWith(NO_PACK_SELECTED_MESSAGE);
    expect(addTemplateToPack).not.toHaveBeenCalled();
  });

  it('adds to and removes from the selected pack, and reloads the images', async () => {
    imagesMock.mockResolvedValue({ templateImages: images });
    jest.mocked(addTemplateToPack).mockResolvedValue({ status: 'success' } as never);
    jest.mocked(removeTemplateFromPack).mockResolvedValue({ status: 'success' } as never);
    renderAt(<ContentGenPage />, '/content-gen?pack=7&category=2');
    const second = await screen.findByRole('listitem', { name: 'Template image 2 (man)' });
    await userEvent.click(within(second).getByRole('button', { name: 'Add to pack' }));
    expect(addTemplateToPack).toHaveBeenCalledWith({ fileId: 'b', packageId: 7 });
    await waitFor(() => expect(imagesMock).toHaveBeenCalledTimes(2));
    await userEvent.click(within(screen.getByRole('listitem', { name: 'Template image 1 (man)' })).getByRole('button', { name: 'Remove from pack' }));
    expect(removeTemplateFromPack).toHaveBeenCalledWith({ fileId: 'a' });
  });

  it('toggles approval', async () => {
    imagesMock.mockResolvedValue({ templateImages: images });
    jest.mocked(approveTemplateImage).mockResolvedValue({ status: 'success' } as never);
    renderAt(<ContentGenPage />, '/content-gen?category=2');
    const first = await screen.findByRole('listitem', { name: 'Template image 1 (man)' });
    const toggle = within(first).getByRole('button', { name: 'Approve' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(approveTemplateImage).toHaveBeenCalledWith({ fileId: 'a', moderationStatus: 'rejected' });
    await userEvent.click(within(screen.getByRole('listitem', { name: 'Template image 2 (man)' })).getByRole('button', { name: 'Approve' }));
    expect(approveTemplateImage).toHaveBeenLastCalledWith({ fileId: 'b', moderationStatus: 'approved' });
  });

  it('shows the server\'s refusal to delete an image that is in a pack', async () => {
    imagesMock.mockResolvedValue({ templateImages: images });
    jest.mocked(deleteTemplateImage).mockRejectedValue(new ApiError('Conflict', 409, { message: REMOVE_FROM_PACK_FIRST_MESSAGE }));
    renderAt(<ContentGenPage />, '/content-gen?pack=7&category=2');
    const first = await screen.findByRole('listitem', { name: 'Template image 1 (man)' });
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(deleteTemplateImage).toHaveBeenCalledWith({ fileId: 'a' });
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith(REMOVE_FROM_PACK_FIRST_MESSAGE));
  });

  it('expands an image with its prompt', async () => {
    imagesMock.mockResolvedValue({ templateImages: images });
    renderAt(<ContentGenPage />, '/content-gen?category=2');
    const first = await screen.findByRole('listitem', { name: 'Template image 1 (man)' });
    await userEvent.click(within(first).getByRole('button', { name: 'Expand' }));
    const viewer = screen.getByRole('dialog', { name: 'Template image (man)' });
    expect(viewer).toHaveTextContent('model a');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ContentGenPage: pack generator', () => {
  it('offers only trained flux-lora models and asks for one', async () => {
    renderAt(<ContentGenPage />, '/content-gen?pack=7');
    const select = await screen.findByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a model', 'Me (man)']);
    expect(screen.getByText('No model selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Pack' }));
    expect(alertMock).toHaveBeenCalledWith(SELECT_CUSTOM_MODEL_MESSAGE);
    expect(generatePack).not.toHaveBeenCalled();
  });

  it('asks for a pack first', async () => {
    renderAt(<ContentGenPage />, '/content-gen');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Pack' }));
    expect(alertMock).toHaveBeenCalledWith(NO_PACK_SELECTED_MESSAGE);
  });

  it('generates the selected pack with the chosen model and shows it', async () => {
    jest.mocked(generatePack).mockResolvedValue({ status: 'success', packGenerationId: 55 });
    renderAt(<ContentGenPage />, '/content-gen?pack=7', '/content-gen');
    const select = await screen.findByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'm1');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Pack' }));
    expect(generatePack).toHaveBeenCalledWith({ packId: 7, modelId: 'm1' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pack-generated/55'));
  });
});
