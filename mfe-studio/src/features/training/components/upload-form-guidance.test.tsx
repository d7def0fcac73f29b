import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, uploadTrainingImages } from 'api-client';
import { renderAt, sessionState } from 'shared-ui/testing';
import { photos, stubObjectUrls } from '../../../test/train-fixtures';
import { BAD_SELFIES, GOOD_SELFIES } from './selfie-tips';
import { UploadForm } from './upload-form';

jest.mock('shared-ui', () => jest.requireActual('shared-ui/testing'));
jest.mock('api-client', () => ({
  ...jest.requireActual('api-client'),
  uploadTrainingImages: jest.fn(),
  getMyPreview: jest.fn(() => new Promise(() => undefined)),
}));

const uploadMock = jest.mocked(uploadTrainingImages);

// Typing and zipping in jsdom take seconds when the machine is busy; the default 5 s is too tight.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  stubObjectUrls();
  sessionState.status = 'logged-in';
});

const renderForm = () => renderAt(<UploadForm onUploaded={jest.fn()} onFailed={jest.fn()} />, '/train');
const addFiles = (files: File[]) => fireEvent.change(screen.getByTestId('image-input'), { target: { files } });

async function uploadRefused(issues: { position: number; reason: string }[]) {
  uploadMock.mockRejectedValueOnce(
    new ApiError('Some photos did not pass the quality check.', 422, {
      status: 'error',
      message: 'Some photos did not pass the quality check.',
      photoIssues: issues.map((issue) => ({ ...issue, name: `image${issue.position}.jpg` })),
    }),
  );
  renderForm();
  await userEvent.type(screen.getByLabelText('Model name'), 'Anna');
  await userEvent.selectOptions(screen.getByLabelText('Class'), 'woman');
  addFiles(photos(12));
  await userEvent.click(screen.getByRole('button', { name: 'Upload · 1150 credits' }));
  return screen.findByTestId('refused-photos-summary');
}

describe('UploadForm: teaching good selfies', () => {
  it('shows good and bad examples, and opens the full tips in a new tab', () => {
    renderForm();
    const tips = screen.getByRole('region', { name: 'Selfie tips' });
    const good = within(tips).getByRole('list', { name: 'Good selfies' });
    const avoid = within(tips).getByRole('list', { name: 'Avoid' });
    expect(within(good).getAllByRole('listitem').map((li) => li.textContent)).toEqual(GOOD_SELFIES.map((t) => `${t.title} ${t.text}`));
    expect(within(avoid).getAllByRole('listitem').map((li) => li.textContent)).toEqual(BAD_SELFIES.map((t) => `${t.title} ${t.text}`));
    expect(avoid).toHaveTextContent(/sunglasses/i);
    expect(avoid).toHaveTextContent(/groups/i);
    expect(avoid).toHaveTextContent(/filters/i);
    // The drawings illustrate; they are no images a screen reader should announce (nor thumbnails).
    expect(within(tips).queryAllByRole('img')).toHaveLength(0);

    const more = within(tips).getByRole('link', { name: 'More training tips (opens in a new tab)' });
    expect(more).toHaveAttribute('href', '/instructions');
    expect(more).toHaveAttribute('target', '_blank');
    expect(more).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('puts the tips and the photos before the optional characteristics (the phone order)', () => {
    renderForm();
    const order = [
      screen.getByLabelText('Model name'),
      screen.getByRole('region', { name: 'Selfie tips' }),
      screen.getByRole('button', { name: 'Add images' }),
      screen.getByRole('group', { name: 'General' }),
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});

describe('UploadForm: the refused-photos summary', () => {
  it("lists each refused photo's reason at the top, takes focus, and moves to a tile on request", async () => {
    const summary = await uploadRefused([
      { position: 3, reason: 'More than one face found' },
      { position: 12, reason: 'Photo too blurry' },
    ]);
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Some photos did not pass the quality check.');
    const entries = within(summary).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual(['Photo 3: More than one face found', 'Photo 12: Photo too blurry']);
    // It sits at the top of the form, above the name.
    expect(summary.compareDocumentPosition(screen.getByLabelText('Model name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(entries[0]!);
    const remove3 = screen.getByRole('button', { name: 'Remove photo 3' });
    expect(remove3).toHaveFocus();
    expect(remove3).toHaveAccessibleDescription('More than one face found');
    // The tiles keep their own reasons.
    expect(screen.getByRole('img', { name: 'Photo 12' })).toHaveAccessibleDescription('Photo too blurry');

    // Removing a photo renumbers the rest, in the summary as on the tiles.
    await userEvent.click(remove3);
    expect(within(summary).getAllByRole('button').map((b) => b.textContent)).toEqual(['Photo 11: Photo too blurry']);
    await userEvent.click(within(summary).getByRole('button', { name: 'Photo 11: Photo too blurry' }));
    expect(screen.getByRole('button', { name: 'Remove photo 11' })).toHaveFocus();
  });

  it('keeps the look-alike warning out of it: those photos are not refused', async () => {
    uploadMock.mockResolvedValueOnce({ status: 'needs-confirmation', modelId: 'waiting-9', lookAlikeOutliers: [2] });
    renderForm();
    await userEvent.type(screen.getByLabelText('Model name'), 'Anna');
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'woman');
    addFiles(photos(12));
    await userEvent.click(screen.getByRole('button', { name: 'Upload · 1150 credits' }));
    await screen.findByRole('button', { name: /These are all me/ });
    expect(screen.queryByTestId('refused-photos-summary')).not.toBeInTheDocument();
  });
});
