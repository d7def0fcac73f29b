import { act, render, screen } from '@testing-library/react';
import { lookAlikeOutliers } from 'api-client';
import { LOOK_ALIKE_POLL_MS, useLookAlikeOutliers } from './use-look-alike-outliers';

jest.mock('api-client', () => ({ ...jest.requireActual('api-client'), lookAlikeOutliers: jest.fn() }));
const askMock = jest.mocked(lookAlikeOutliers);

function Outliers({ modelId }: { modelId: string | null }) {
  return <p data-testid="outliers">{useLookAlikeOutliers(modelId).join(',') || 'none'}</p>;
}

const advance = (ms: number) => act(async () => {
  await jest.advanceTimersByTimeAsync(ms);
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useLookAlikeOutliers', () => {
  it('asks nothing before an upload', async () => {
    render(<Outliers modelId={null} />);
    await advance(LOOK_ALIKE_POLL_MS.at(-1)! + 1000);
    expect(askMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('outliers')).toHaveTextContent('none');
  });

  it('asks again until the faces are compared, shows the outliers, then stops asking', async () => {
    askMock
      .mockResolvedValueOnce({ status: 'success', checked: false, lookAlikeOutliers: [] })
      .mockResolvedValueOnce({ status: 'success', checked: true, lookAlikeOutliers: [4, 9] });
    render(<Outliers modelId="m-1" />);
    await advance(LOOK_ALIKE_POLL_MS[0]!);
    expect(askMock).toHaveBeenCalledWith({ modelId: 'm-1' });
    expect(screen.getByTestId('outliers')).toHaveTextContent('none');
    await advance(LOOK_ALIKE_POLL_MS[1]! - LOOK_ALIKE_POLL_MS[0]!);
    expect(screen.getByTestId('outliers')).toHaveTextContent('4,9');
    await advance(LOOK_ALIKE_POLL_MS.at(-1)!);
    expect(askMock).toHaveBeenCalledTimes(2);
  });

  it('keeps asking after a failed ask, and stops when the page goes away', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    askMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ status: 'success', checked: false, lookAlikeOutliers: [] });
    const { unmount } = render(<Outliers modelId="m-2" />);
    await advance(LOOK_ALIKE_POLL_MS[1]!);
    expect(askMock).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalled();
    unmount();
    await advance(LOOK_ALIKE_POLL_MS.at(-1)!);
    expect(askMock).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
