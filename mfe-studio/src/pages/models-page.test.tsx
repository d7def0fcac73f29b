import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getModelsThin, updateLatestModel, type ThinModel } from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import ModelsPage from './models-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getModelsThin: jest.fn(),
  updateLatestModel: jest.fn(),
}));

const model = (id: string, name: string, Status: ThinModel['Status'], image: string | null = `/files/${id}.jpg`): ThinModel => ({
  ModelID: id,
  ModelName: name,
  Status,
  MainImagePath: image,
  ModelType: 'flux-lora',
  Class: 'woman',
  Characteristics: '',
});

const MODELS = [
  model('1', 'Anna', 'succeeded'),
  model('2', 'Ben', 'processing', null),
  model('3', 'Cleo', 'starting'),
  model('4', 'Dan', 'failed'),
  model('5', 'Eve', 'canceled'),
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getModelsThin).mockResolvedValue({ status: 'success', models: MODELS });
});

const renderModels = () => renderAt(<ModelsPage />, '/models');

describe('ModelsPage', () => {
  it('lists the new-model entry first, then each model with its status suffix', async () => {
    renderModels();
    const list = await screen.findByRole('list', { name: 'My models' });
    const items = list.querySelectorAll('li');
    expect(items[0]).toHaveTextContent('Train a new model');
    expect([...items].slice(1).map((li) => li.textContent)).toEqual([
      'Anna',
      'Ben (processing)',
      'Cleo (starting)',
      'Dan (failed)',
      'Eve (canceled)',
    ]);
    expect(screen.getByRole('link', { name: 'Train a new model' })).toHaveAttribute('href', '/train');
  });

  it('shows 96 px thumbnails and an edit link per model', async () => {
    renderModels();
    const anna = await screen.findByRole('button', { name: 'Anna' });
    const img = anna.querySelector('img');
    expect(img).toHaveAttribute('src', '/files/1.jpg');
    expect(img).toHaveAttribute('width', '96');
    expect(img).toHaveAttribute('height', '96');
    expect(screen.getByRole('link', { name: 'Edit Anna' })).toHaveAttribute('href', '/edit-model/1');
    expect(screen.getByRole('link', { name: 'Edit Ben' })).toHaveAttribute('href', '/edit-model/2');
  });

  it('shows a silhouette when a thumbnail is missing or cannot load', async () => {
    renderModels();
    const anna = await screen.findByRole('button', { name: 'Anna' });
    expect(screen.getByRole('button', { name: 'Ben (processing)' }).querySelector('img')).toBeNull();
    fireEvent.error(anna.querySelector('img') as HTMLImageElement);
    expect(anna.querySelector('img')).toBeNull();
    expect(anna.querySelector('svg')).not.toBeNull();
  });

  it('makes a succeeded model the latest one, then opens gen', async () => {
    jest.mocked(updateLatestModel).mockResolvedValue({ status: 'success' });
    renderModels();
    await userEvent.click(await screen.findByRole('button', { name: 'Anna' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/gen'));
    expect(updateLatestModel).toHaveBeenCalledWith({ modelId: '1' });
  });

  it('alerts when the latest model cannot be updated', async () => {
    jest.mocked(updateLatestModel).mockRejectedValue(new ApiError('boom', 500, {}));
    renderModels();
    await userEvent.click(await screen.findByRole('button', { name: 'Anna' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to update latest model'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it.each([['Ben (processing)'], ['Cleo (starting)']])('sends a training model (%s) to train', async (name) => {
    renderModels();
    await userEvent.click(await screen.findByRole('button', { name }));
    expect(screen.getByTestId('where')).toHaveTextContent('/train');
    expect(updateLatestModel).not.toHaveBeenCalled();
  });

  it.each([['Dan (failed)'], ['Eve (canceled)']])('says %s is not ready to use', async (name) => {
    renderModels();
    await userEvent.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Model is not ready to use'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('sends users without a subscription to pricing', async () => {
    jest.mocked(getModelsThin).mockResolvedValue({ status: 'no-subscription', models: [] });
    renderModels();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pricing'));
  });

  it('shows the empty state', async () => {
    jest.mocked(getModelsThin).mockResolvedValue({ status: 'success', models: [] });
    renderModels();
    expect(await screen.findByText(/haven't trained a model yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Train a new model' })).toBeInTheDocument();
  });

  it('shows loading, then a load error that outlasted the retries, with a Try again', async () => {
    jest.mocked(getModelsThin).mockRejectedValue(new ApiError('x', 503, { message: 'Service unavailable' }));
    renderModels();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your models');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(getModelsThin).toHaveBeenCalledTimes(3);
    jest.mocked(getModelsThin).mockResolvedValue({ status: 'success', models: MODELS });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Anna' })).toBeInTheDocument();
  });

  it('retries a passing server error without showing it', async () => {
    jest.mocked(getModelsThin)
      .mockRejectedValueOnce(new ApiError('x', 503, { message: 'Service unavailable' }))
      .mockResolvedValueOnce({ status: 'success', models: MODELS });
    renderModels();
    expect(await screen.findByRole('button', { name: 'Anna' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
