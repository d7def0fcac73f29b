import { PHOTO_QUALITY_FAILED_MESSAGE } from 'api-client';
import type { ScreeningIssue } from './photo-screening.js';

/** Some photos failed the quality check: answered as HTTP 422 with one issue per failing photo. */
export class PhotoQualityError extends Error {
  constructor(readonly photoIssues: ScreeningIssue[]) {
    super(PHOTO_QUALITY_FAILED_MESSAGE);
    this.name = 'PhotoQualityError';
  }
}
