import { PHOTO_QUALITY_FAILED_MESSAGE, type PhotoIssue } from 'api-client';

/** Some photos failed the quality check: answered as HTTP 422 with one issue per failing photo. */
export class PhotoQualityError extends Error {
  constructor(readonly photoIssues: PhotoIssue[]) {
    super(PHOTO_QUALITY_FAILED_MESSAGE);
    this.name = 'PhotoQualityError';
  }
}
