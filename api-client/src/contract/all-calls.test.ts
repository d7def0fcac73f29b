import { z } from 'zod';
import { allCalls } from './all-calls';
import { pathParams } from './route';

/** Every call of the contract (each once), written out by hand so a call added or dropped by mistake shows here. */
const SPEC_CALLS = [
  'GET runtime-config',
  // Visitor, sign-in and generation calls
  'POST analytics-service/event',
  'GET auth-service/status',
  'POST auth-service/check-email',
  'POST google-auth-service/auth',
  'POST photo-pack-service/get-last-pack-purchase-id',
  'GET replicate-service/gen-status',
  'POST replicate-service/models',
  'POST replicate-service/update-latest-model',
  'POST replicate-service/gen',
  'POST replicate-service/like-image',
  'POST replicate-service/delete-image',
  'POST replicate-service/batch-like-images',
  'POST replicate-service/batch-delete-images',
  'POST replicate-service/image-details',
  'POST replicate-service/set-profile-picture',
  'POST replicate-service/update-rules-accepted',
  'GET offer-service/check-eligibility',
  'GET offer-service/offer-types/by-type/{typeId}',
  'POST offer-service/upload-for-reddit',
  'POST offer-service/verify-reddit-share',
  'GET offer-service/pending-free-credits',
  // Training and models
  'POST replicate-service/train-overview',
  'POST upload-service/upload',
  // "These are all me": starts an upload whose photos did not all look alike (docs/likeness.md).
  'POST upload-service/confirm-training',
  'POST replicate-service/models-thin',
  'POST replicate-service/edit-model',
  'POST replicate-service/model-details',
  // auth
  'POST auth-service/auth',
  'POST auth-service/start-reset-password',
  'POST auth-service/finish-reset-password',
  'POST auth-service/change-password',
  'GET auth-service/referees',
  'POST auth-service/activate',
  // Tells /activate what a link is worth before the form (docs/accounts.md#activation-links).
  'POST auth-service/activation-link-status',
  'GET auth-service/account-info',
  'GET auth-service/logout',
  'GET google-auth-service/partial-status',
  'GET google-auth-service/partial-info',
  'POST google-auth-service/activate',
  // pricing and packs
  'GET subscription-service/packages',
  'POST subscription-service/create-checkout-session',
  'POST subscription-service/cancel-subscription',
  // The account page's purchases and credits (docs/credits-and-payments.md#receipts-and-history).
  'GET subscription-service/credit-history',
  'GET subscription-service/credit-history.csv',
  'POST contact-service/send-message',
  'POST photo-pack-service/photo-packs',
  'POST photo-pack-service/photo-packs/checkout',
  'POST photo-pack-service/generate-pack',
  'GET photo-pack-service/pack-generation/{id}',
  'POST photo-pack-service/like-favorites',
  'POST photo-pack-service/get-pack-purchase-info',
  // The user's own packs and the one waiting to be generated (docs/photo-packs.md#my-packs).
  'POST photo-pack-service/my-pack-purchases',
  // Privacy (docs/privacy.md): delete a model, export my data, delete my account.
  'POST replicate-service/delete-model',
  'POST auth-service/export-data',
  'POST auth-service/delete-account',
  // Downloads as zips (docs/generation-and-images.md#downloads).
  'POST photo-pack-service/pack-download',
  'POST replicate-service/images-download',
  // A photo's public share page (docs/generation-and-images.md#sharing-a-photo).
  'POST replicate-service/share-image',
  'GET replicate-service/share-status',
  'POST replicate-service/revoke-share',
  // images
  'GET replicate-service/deleted-images',
  'POST replicate-service/apply-filter',
  'POST replicate-service/apply-backdrop',
  'POST replicate-service/change-outfit',
  'POST replicate-service/upscale',
  'GET id-photo-service/documents',
  'POST id-photo-service/create',
  'POST preview-service/create',
  'GET preview-service/preview/{previewId}',
  'GET preview-service/mine',
  'POST upload-service/upload-mask',
  'POST upload-service/get-file-url',
  'POST upload-service/upload-image',
  // templates
  'GET template-image-service/template-categories',
  'POST template-image-service/template-images',
  'POST template-image-service/template-complete',
  'POST template-image-service/generate-image-from-template',
  // admin
  'GET admin-service/system-status',
  'POST admin-service/toggle-mock-mode',
  'POST admin-service/reset-user-completely',
  'POST admin-service/create-pack',
  'POST admin-service/update-pack',
  'POST admin-service/generate-template-images',
  'POST admin-service/approve-template-image',
  'POST admin-service/delete-template-image',
  'POST admin-service/add-template-to-pack',
  'POST admin-service/remove-template-from-pack',
  'POST admin-service/template-images',
  'POST admin-service/get-pack-template-images',
  'POST admin-service/get-pack-prompts',
  'POST admin-service/update-prompt',
  'GET admin-service/photo-packs',
  // The admin funnel report (docs/analytics.md#the-funnel-report).
  'GET admin-service/funnel-report',
  // The showcase: real photos with consent (docs/showcase.md).
  'GET showcase-service/showcase',
  'POST admin-service/showcase-upload',
  'GET admin-service/showcase-items',
  'POST admin-service/showcase-update',
  'POST admin-service/showcase-order',
  'POST admin-service/showcase-retire',
];

const keys = allCalls.map((call) => `${call.method} ${call.path}`);

describe('allCalls', () => {
  it('holds exactly the calls listed above', () => {
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
    expect([...keys].sort()).toEqual([...SPEC_CALLS].sort());
    expect(allCalls).toHaveLength(100);
  });

  it('names no call twice', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps admin-service for admins and the catalogue public', () => {
    for (const call of allCalls.filter((c) => c.path.startsWith('admin-service/'))) {
      expect([call.path, call.access]).toEqual([call.path, 'admin']);
    }
    const access = (key: string) => allCalls.find((c) => `${c.method} ${c.path}` === key)?.access;
    expect(access('GET subscription-service/packages')).toBe('public');
    expect(access('POST photo-pack-service/photo-packs')).toBe('public');
    expect(access('POST analytics-service/event')).toBe('public');
    expect(access('POST replicate-service/gen')).toBe('user');
  });

  it('gives every path parameter a field in the request schema', () => {
    for (const call of allCalls) {
      const shape = (call.request as z.ZodObject).shape as Record<string, unknown>;
      for (const name of pathParams(call)) expect([call.path, name in shape]).toEqual([call.path, true]);
    }
  });

  it('describes the file field of multipart calls', () => {
    const multipart = allCalls.filter((c) => c.body === 'multipart').map((c) => c.path);
    expect(multipart.sort()).toEqual(['admin-service/showcase-upload', 'preview-service/create', 'upload-service/upload', 'upload-service/upload-image', 'upload-service/upload-mask']);
    // The showcase takes two named files (a pair's before and after); every other multipart call one `file`.
    const fileFields: Record<string, string[]> = { 'admin-service/showcase-upload': ['before', 'after'] };
    for (const call of allCalls.filter((c) => c.body === 'multipart')) {
      for (const name of fileFields[call.path] ?? ['file']) {
        const file = (call.request as z.ZodObject).shape[name] as z.ZodType;
        expect([call.path, name, file.description]).toEqual([call.path, name, 'file']);
      }
    }
  });

  it('turns every request and reply into JSON Schema (the OpenAPI document)', () => {
    for (const call of allCalls) {
      expect(() => z.toJSONSchema(call.request, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(call.reply, { io: 'output' })).not.toThrow();
    }
  });
});
