// The landing page's comparison of three generators. Competitors stay generic on purpose.
import { PROMISE } from 'api-client/promises';

export interface ComparisonColumn {
  name: string;
  highlight: boolean;
}

export interface ComparisonRow {
  feature: string;
  /** One cell per column, in column order. */
  values: [string, string, string];
}

export const COMPARISON_TITLE = 'How we compare';

export const COMPARISON_COLUMNS: [ComparisonColumn, ComparisonColumn, ComparisonColumn] = [
  { name: 'AI Photographer', highlight: true },
  { name: 'Generic AI avatar apps', highlight: false },
  { name: 'DIY with open-source models', highlight: false },
];

export const COMPARISON_ROWS: ComparisonRow[] = [
  { feature: 'Photorealistic likeness', values: ['Yes, a model trained on your face', 'Often cartoonish', 'Depends on your skill'] },
  {
    feature: 'Time to first photos',
    // The first photos of you are the free preview's; a pack needs the training first. Read when shown: the
    // pack's time follows the configured trainer.
    get values() {
      const preview = `${PROMISE.previewTime.charAt(0).toUpperCase()}${PROMISE.previewTime.slice(1)} for ${PROMISE.previewPhotos}`;
      return [`${preview}; ${PROMISE.firstPackTime} for a pack of ${PROMISE.packPhotos}`, 'Minutes to hours', 'Days of setup'] as [string, string, string];
    },
  },
  { feature: 'Hardware needed', values: ['None, it runs in the cloud', 'None', 'A powerful GPU'] },
  { feature: 'Ready-made photo packs', values: ['Yes, 30 photos per pack', 'Fixed avatar sets', 'No'] },
  { feature: 'Commercial use of your photos', values: ['Yes, you own them', 'Often restricted', 'Check each licence'] },
  { feature: 'Credits never expire', values: ['Yes', 'Rarely', 'Not applicable'] },
];
