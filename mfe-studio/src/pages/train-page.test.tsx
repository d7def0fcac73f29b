import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { acceptRules, ApiError, getTrainOverview, type ReplyOf, type updateRulesAcceptedCall } from 'api-client';
import { alertMock, pageMetaMock, renderAt } from 'shared-ui/testing';
import { REFRESH_TEXT } from '../features/training/components/training-in-progress';
import { overview } from '../test/train-fixtures';
import TrainPage from './train-page';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  getTrainOverview: jest.fn(),
  acceptRules: jest.fn(),
  uploadTrainingImages: jest.fn(),
  getMyPreview: jest.fn(() => new Promise(() => undefined)),
}));

const overviewMock = jest.mocked(getTrainOverview);

// Typing and zipping in jsdom take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

function renderTrain() {
  return renderAt(<TrainPage />, '/train');
}

describe('TrainPage', () => {
  it('shows a loader, then the form titled Train a model', async () => {
    overviewMock.mockResolvedValue(overview());
    renderTrain();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('form', { name: 'Train a model' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Train a model' })).toBeInTheDocument();
    expect(pageMetaMock).toHaveBeenCalledWith(expect.objectContaining({ noindex: true }));
  });

  it('says a purchase included the training: the upload costs no credits', async () => {
    overviewMock.mockResolvedValue(overview({ hasModelCredits: true, trainingsIncluded: 1 }));
    renderTrain();
    expect(await screen.findByText(/Your purchase pays for this training: no credits are used/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload · Training included' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload · 1150 credits/ })).not.toBeInTheDocument();
  });

  it('prices the upload in credits when no purchase included the training', async () => {
    overviewMock.mockResolvedValue(overview());
    renderTrain();
    expect(await screen.findByRole('button', { name: 'Upload · 1150 credits' })).toBeInTheDocument();
    expect(screen.queryByText(/Your purchase pays for this training/)).not.toBeInTheDocument();
  });

  it('offers Get More Credits (to /pricing) without model credits', async () => {
    overviewMock.mockResolvedValue(overview({ hasModelCredits: false }));
    renderTrain();
    await userEvent.click(await screen.findByRole('button', { name: 'Get More Credits' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing');
  });

  it('shows a load failure with a retry', async () => {
    overviewMock.mockRejectedValue(new ApiError('Server unavailable', 503, { message: 'Server unavailable' }));
    renderTrain();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server unavailable');
    overviewMock.mockResolvedValue(overview());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Train a model' })).toBeInTheDocument();
  });

  describe('rules screen', () => {
    it('lists the rules and hides them once accepted with success', async () => {
      overviewMock.mockResolvedValueOnce(overview({ showRules: true })).mockResolvedValue(overview());
      jest.mocked(acceptRules).mockResolvedValue({ status: 'success' });
      renderTrain();
      expect(await screen.findByText('No nudity, explicit, offensive or illegal content.')).toBeInTheDocument();
      expect(screen.getByText(/must be 18 or older/)).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'I accept the rules' }));
      expect(await screen.findByRole('form', { name: 'Train a model' })).toBeInTheDocument();
      expect(acceptRules).toHaveBeenCalledTimes(1);
    });

    it('alerts any other status and keeps the rules', async () => {
      overviewMock.mockResolvedValue(overview({ showRules: true }));
      // Off the contract on purpose: the page shows any other status as it comes.
      jest.mocked(acceptRules).mockResolvedValue({ status: 'not-allowed' } as unknown as ReplyOf<typeof updateRulesAcceptedCall>);
      renderTrain();
      await userEvent.click(await screen.findByRole('button', { name: 'I accept the rules' }));
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith('not-allowed'));
      expect(screen.getByRole('button', { name: 'I accept the rules' })).toBeInTheDocument();
    });

    it('alerts the error message when the call fails', async () => {
      overviewMock.mockResolvedValue(overview({ showRules: true }));
      jest.mocked(acceptRules).mockRejectedValue(new ApiError('x', 500, { message: 'Internal error (ref 12)' }));
      renderTrain();
      await userEvent.click(await screen.findByRole('button', { name: 'I accept the rules' }));
      await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Internal error (ref 12)'));
    });
  });

  describe('recently finished training', () => {
    it('says Training complete! with Continue to /gen', async () => {
      overviewMock.mockResolvedValue(overview({ recentlyCompletedModelName: 'Anna', recentlyCompletedModelId: '7' }));
      renderTrain();
      expect(await screen.findByText('Training complete!')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/gen');
    });

    it('continues to the bought pack waiting for the model (generate-pack/{purchaseId})', async () => {
      overviewMock.mockResolvedValue(overview({ recentlyCompletedModelName: 'Anna', recentlyCompletedModelId: '7', photoPackPendingID: 42 }));
      renderTrain();
      expect(await screen.findByText('Training complete!')).toBeInTheDocument();
      expect(screen.getByText(/Continue to make the photo pack you bought\./)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(screen.getByTestId('where')).toHaveTextContent('/generate-pack/42');
    });

    it('hides the notice on Train A New Model and shows the form', async () => {
      overviewMock.mockResolvedValue(overview({ recentlyCompletedModelName: 'Anna', recentlyCompletedModelId: '7' }));
      renderTrain();
      await userEvent.click(await screen.findByRole('button', { name: 'Train A New Model' }));
      expect(screen.queryByText('Training complete!')).not.toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Train a model' })).toBeInTheDocument();
    });

    it('reports a failure with no buttons', async () => {
      overviewMock.mockResolvedValue(
        overview({ recentlyCompletedModelName: 'Anna', recentlyCompletedModelId: '7', recentlyCompletedDidFail: true }),
      );
      renderTrain();
      expect(await screen.findByText('Training failed')).toBeInTheDocument();
      expect(screen.getByText(/has failed\. Please contact support\.$/)).toHaveTextContent('Training of "Anna" has failed. Please contact support.');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });
  });

  describe('training in progress', () => {
    const started = new Date(Date.now() - 7 * 60_000).toISOString();
    const training = overview({ modelIsTraining: true, trainingModelName: 'Anna', trainingStartTime: started });

    it('shows the name, local start time and countdown, and no refresh hint (it updates itself)', async () => {
      overviewMock.mockResolvedValue(training);
      renderTrain();
      expect(await screen.findByText('Training "Anna"')).toBeInTheDocument();
      const local = new Date(started).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
      expect(screen.getByText(`Started at ${local}`)).toBeInTheDocument();
      expect(screen.getByText('About 18 minutes remaining')).toBeInTheDocument();
      expect(screen.queryByText('Refresh the page to update training status')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /view all models/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });

    it('says it takes longer than expected after 25 minutes', async () => {
      const late = new Date(Date.now() - 26 * 60_000).toISOString();
      overviewMock.mockResolvedValue({ ...training, trainingStartTime: late });
      renderTrain();
      expect(await screen.findByText(/taking longer than expected/)).toBeInTheDocument();
    });

    it('links to all models only when ready models exist', async () => {
      overviewMock.mockResolvedValue({ ...training, readyModelsExist: true });
      renderTrain();
      expect(await screen.findByRole('link', { name: /view all models/i })).toHaveAttribute('href', '/models');
    });

    it('turns into Training complete! by itself (polls every 5 s) and stops polling on unmount', async () => {
      jest.useFakeTimers();
      overviewMock
        .mockResolvedValueOnce(training)
        .mockResolvedValueOnce(training)
        .mockResolvedValue(overview({ recentlyCompletedModelName: 'Anna', recentlyCompletedModelId: '7' }));
      const { unmount } = renderTrain();
      expect(await screen.findByText('Training "Anna"')).toBeInTheDocument();
      expect(overviewMock).toHaveBeenCalledTimes(1);

      await act(async () => jest.advanceTimersByTime(4999));
      expect(overviewMock).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(overviewMock).toHaveBeenCalledTimes(2);
      expect(screen.getByText('Training "Anna"')).toBeInTheDocument();

      await act(async () => jest.advanceTimersByTime(5000));
      expect(await screen.findByText('Training complete!')).toBeInTheDocument();
      expect(overviewMock).toHaveBeenCalledTimes(3);

      // Finished: no more polling; and none after unmount either.
      await act(async () => jest.advanceTimersByTime(20_000));
      expect(overviewMock).toHaveBeenCalledTimes(3);
      unmount();
    });

    it('says "Refresh the page to update training status" once the status calls keep failing, and not after an answer', async () => {
      jest.useFakeTimers();
      const down = new ApiError('Server unavailable', 503, { message: 'Server unavailable' });
      overviewMock.mockResolvedValueOnce(training).mockRejectedValue(down);
      renderTrain();
      expect(await screen.findByText('Training "Anna"')).toBeInTheDocument();
      // One failed poll (retried) may be a blip: the banner still says nothing of refreshing.
      await act(async () => jest.advanceTimersByTime(5000));
      await act(async () => jest.advanceTimersByTime(0));
      expect(overviewMock).toHaveBeenCalledTimes(4);
      expect(screen.queryByText(REFRESH_TEXT)).not.toBeInTheDocument();
      // The next one fails too: the live status has stopped, and the spec's sentence is true now.
      await act(async () => jest.advanceTimersByTime(5000));
      await act(async () => jest.advanceTimersByTime(0));
      // Inside the banner, a live region: screen readers hear it too.
      expect(await screen.findByText(REFRESH_TEXT)).toBeVisible();
      expect(screen.getByText(REFRESH_TEXT).closest('[role="status"]')).toHaveTextContent('Training "Anna"');
      expect(screen.getByText('Training "Anna"')).toBeInTheDocument();
      // The server answers again (each answer a fresh object, as parsed JSON is): the banner moves by itself, and the sentence goes.
      overviewMock.mockImplementation(async () => ({ ...training }));
      await act(async () => jest.advanceTimersByTime(5000));
      await act(async () => jest.advanceTimersByTime(0));
      expect(screen.queryByText(REFRESH_TEXT)).not.toBeInTheDocument();
    });

    it('says it at once when the connection drops, and asks again when it is back', async () => {
      overviewMock.mockResolvedValue(training);
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      try {
        renderTrain();
        expect(await screen.findByText('Training "Anna"')).toBeInTheDocument();
        expect(screen.queryByText(REFRESH_TEXT)).not.toBeInTheDocument();
        onLine.mockReturnValue(false);
        act(() => void window.dispatchEvent(new Event('offline')));
        expect(screen.getByText(REFRESH_TEXT)).toBeVisible();
        const calls = overviewMock.mock.calls.length;
        onLine.mockReturnValue(true);
        act(() => void window.dispatchEvent(new Event('online')));
        expect(screen.queryByText(REFRESH_TEXT)).not.toBeInTheDocument();
        await waitFor(() => expect(overviewMock.mock.calls.length).toBe(calls + 1));
      } finally {
        onLine.mockRestore();
      }
    });

    it('stops polling when the page goes away', async () => {
      jest.useFakeTimers();
      overviewMock.mockResolvedValue(training);
      const { unmount } = renderTrain();
      expect(await screen.findByText('Training "Anna"')).toBeInTheDocument();
      unmount();
      await act(async () => jest.advanceTimersByTime(30_000));
      expect(overviewMock).toHaveBeenCalledTimes(1);
    });
  });
});
