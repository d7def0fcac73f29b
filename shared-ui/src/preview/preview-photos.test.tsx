import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { logAnalyticsEvent } from 'api-client/runtime';
import type { PreviewImage } from 'api-client';
import { PREVIEW_EXPECTED_MS, PreviewPhotos } from './preview-photos';

jest.mock('api-client/runtime', () => ({ ...jest.requireActual('api-client/runtime'), logAnalyticsEvent: jest.fn() }));

const sendMock = jest.mocked(logAnalyticsEvent);
const linkedin: PreviewImage = { fileId: 'f1', url: '/files/p1.jpg?sig=a', style: 'linkedin', title: 'LinkedIn headshot', packReference: 'linkedin-headshots' };
const outdoor: PreviewImage = { fileId: 'f2', url: '/files/p2.jpg?sig=b', style: 'outdoor', title: 'Relaxed outdoor portrait', packReference: 'dating-profile' };
const EXPECTED = ['LinkedIn headshot', 'Relaxed outdoor portrait'];
const events = () => sendMock.mock.calls.map(([e]) => `${e.eventType} ${e.funnelName} ${e.funnelStep}`);

function show(images: PreviewImage[], processing: boolean) {
  return render(
    <MemoryRouter>
      <PreviewPhotos images={images} processing={processing} expectedTitles={EXPECTED} persona="professional" place="onboarding" />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sendMock.mockResolvedValue({ status: 'success' });
  window.matchMedia = jest.fn(() => ({ matches: false })) as never;
});

describe('PreviewPhotos', () => {
  it('shows two placeholders with progress while nothing has arrived', () => {
    jest.useFakeTimers();
    try {
      show([], true);
      expect(screen.getByRole('status')).toHaveTextContent('Making your 2 preview photos: usually under a minute.');
      expect(screen.getAllByTestId('preview-placeholder')).toHaveLength(2);
      const bar = screen.getByRole('progressbar', { name: 'Making your preview: LinkedIn headshot' });
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      act(() => jest.advanceTimersByTime(PREVIEW_EXPECTED_MS / 2));
      expect(bar).toHaveAttribute('aria-valuenow', '50');
      act(() => jest.advanceTimersByTime(PREVIEW_EXPECTED_MS * 2));
      expect(bar).toHaveAttribute('aria-valuenow', '95');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows each photo as it arrives, with its style and Get 30 like this to its pack', () => {
    const view = show([linkedin], true);
    expect(screen.getByRole('status')).toHaveTextContent('LinkedIn headshot is ready (1 of 2). The next one is on its way.');
    const photo = screen.getByTestId('preview-photo');
    expect(within(photo).getByRole('img', { name: 'Preview of you: LinkedIn headshot' })).toHaveAttribute('src', '/files/p1.jpg?sig=a');
    expect(within(photo).getByRole('link', { name: 'Get 30 like this (LinkedIn headshot)' }))
      .toHaveAttribute('href', `/buy-packs?pack=linkedin-headshots&persona=${encodeURIComponent(btoa('professional'))}`);
    expect(screen.getAllByTestId('preview-placeholder')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Making your preview: Relaxed outdoor portrait' })).toBeInTheDocument();

    view.rerender(
      <MemoryRouter>
        <PreviewPhotos images={[linkedin, outdoor]} processing={false} expectedTitles={EXPECTED} persona="professional" place="onboarding" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your 2 preview photos are ready.');
    expect(screen.queryByTestId('preview-placeholder')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get 30 like this (Relaxed outdoor portrait)' })).toHaveAttribute('href', expect.stringMatching(/^\/buy-packs\?pack=dating-profile&/));
  });

  it('logs preview-seen once, when the first photo is displayed, and preview:get-30 on a click', async () => {
    show([linkedin, outdoor], false);
    expect(events()).toEqual([]);
    const [first, second] = screen.getAllByRole('img');
    fireEvent.load(first as HTMLElement);
    fireEvent.load(second as HTMLElement);
    expect(events()).toEqual(['impression preview preview-seen']);
    await userEvent.click(screen.getByRole('link', { name: 'Get 30 like this (Relaxed outdoor portrait)' }));
    expect(events()).toEqual(['impression preview preview-seen', 'other preview pack-chosen']);
    expect(sendMock.mock.calls[1]![0]).toMatchObject({
      persona: 'professional',
      metadata: { place: 'onboarding', style: 'outdoor', packReference: 'dating-profile' },
    });
  });

  it('shows only the photos there are once it is done', () => {
    show([linkedin], false);
    expect(screen.getByRole('status')).toHaveTextContent('Your preview photo is ready.');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
