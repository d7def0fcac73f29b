import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteModel, getModelsThin, type ThinModel } from 'api-client';
import { renderAt } from 'shared-ui/testing';
import {
  DELETE_MODEL_ALSO_IMAGES, DELETE_MODEL_IMAGES_STAY, DELETE_MODEL_NO_REFUND, DELETE_MODEL_TRAINING_NOTE, DELETE_MODEL_WHAT_GOES,
} from '../features/models/components/delete-model-dialog';
import ModelsPage from './models-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getModelsThin: jest.fn(),
  deleteModel: jest.fn(),
}));

const model = (id: string, name: string, Status: ThinModel['Status'], ModelType: ThinModel['ModelType'] = 'flux-lora'): ThinModel => ({
  ModelID: id, ModelName: name, Status, MainImagePath: null, ModelType, Class: 'woman', Characteristics: '',
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getModelsThin).mockResolvedValue({
    status: 'success',
    models: [model('flux-base', 'Base', 'succeeded', 'flux-base'), model('1', 'Anna', 'succeeded'), model('2', 'Ben', 'processing')],
  });
  jest.mocked(deleteModel).mockResolvedValue({ status: 'success' });
});

describe('deleting a model from My Models', () => {
  it('says what goes, that generated photos stay unless chosen and that no credits come back; deletes with the choice', async () => {
    const user = userEvent.setup();
    renderAt(<ModelsPage />, '/models');
    await user.click(await screen.findByRole('button', { name: 'Delete Anna' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this model?' });
    expect(dialog).toHaveTextContent(DELETE_MODEL_WHAT_GOES);
    expect(dialog).toHaveTextContent(DELETE_MODEL_IMAGES_STAY);
    expect(dialog).toHaveTextContent(DELETE_MODEL_NO_REFUND);
    expect(dialog).not.toHaveTextContent(DELETE_MODEL_TRAINING_NOTE);
    await user.click(within(dialog).getByRole('checkbox', { name: DELETE_MODEL_ALSO_IMAGES }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete model' }));
    expect(deleteModel).toHaveBeenCalledWith({ modelId: '1', deleteImages: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again, without the deleted model.
    await waitFor(() => expect(getModelsThin).toHaveBeenCalledTimes(2));
  });

  it('keeps the photos by default, says a running training is cancelled, and Escape closes without deleting', async () => {
    const user = userEvent.setup();
    renderAt(<ModelsPage />, '/models');
    await user.click(await screen.findByRole('button', { name: 'Delete Ben' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(DELETE_MODEL_TRAINING_NOTE);
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteModel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Ben' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete model' }));
    expect(deleteModel).toHaveBeenCalledWith({ modelId: '2', deleteImages: false });
  });

  it('offers no delete button for the built-in base model', async () => {
    renderAt(<ModelsPage />, '/models');
    await screen.findByRole('button', { name: 'Delete Anna' });
    expect(screen.queryByRole('button', { name: 'Delete Base' })).not.toBeInTheDocument();
  });
});
