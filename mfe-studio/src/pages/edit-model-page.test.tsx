import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, editModel, getModelDetails, type Model } from 'api-client';
import { alertMock, renderAt } from 'shared-ui/testing';
import EditModelPage from './edit-model-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), getModelDetails: jest.fn(), editModel: jest.fn() }));

const MODEL: Model = {
  ModelID: '42',
  ModelName: 'Anna',
  Status: 'succeeded',
  MainImagePath: null,
  ModelType: 'flux-lora',
  Class: 'woman',
  Characteristics: 'with-glasses,blue-eyed',
  Images: [],
};

// Typing and zipping in jsdom take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getModelDetails).mockResolvedValue({ model: MODEL });
  jest.mocked(editModel).mockResolvedValue({ status: 'success' });
});

const renderEdit = (query = '') => renderAt(<EditModelPage />, `/edit-model/42${query}`, '/edit-model/:modelId');

describe('EditModelPage', () => {
  it('shows the name, status, class and characteristics of the model', async () => {
    renderEdit();
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(getModelDetails).toHaveBeenCalledWith({ modelId: '42' }, { signal: expect.any(AbortSignal) });
    // The status in words, not the engine's raw value.
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent(/^Ready$/);
    expect(screen.queryByText('succeeded')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Class')).toHaveValue('woman');
    expect(screen.getByRole('button', { name: 'With glasses' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Blue eyed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bald' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves class and characteristics, then goes to models without r', async () => {
    renderEdit();
    await userEvent.selectOptions(await screen.findByLabelText('Class'), 'person');
    expect(screen.getByText(/Photo Packs and Templates are unavailable/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'General' })).getByRole('button', { name: 'With glasses' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tall' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/models'));
    expect(editModel).toHaveBeenCalledWith({ modelId: '42', modelClass: 'person', modelCharacteristics: 'tall,blue-eyed' });
  });

  it.each([
    ['?r=gen', '/gen'],
    ['?r=templates', '/templates'],
    ['?r=account', '/models'],
  ])('redirects by r (%s → %s)', async (query, path) => {
    renderEdit(query);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(path));
  });

  it('alerts and stays when saving fails', async () => {
    jest.mocked(editModel).mockRejectedValue(new ApiError('x', 500, {}));
    renderEdit('?r=gen');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Something went wrong. Please contact support.'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows why the model could not be loaded', async () => {
    jest.mocked(getModelDetails).mockRejectedValue(new ApiError('x', 404, { message: 'Model not found' }));
    renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Model not found');
  });
});
