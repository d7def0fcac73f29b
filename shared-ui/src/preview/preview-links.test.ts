import { isPreviewExpired, previewPackPath, previewPrivacyText, previewStepPath } from './preview-links';

const b64 = (text: string) => encodeURIComponent(btoa(text));

describe('preview links', () => {
  it("leads Get 30 like this to the style's pack on buy-packs, with a known persona", () => {
    expect(previewPackPath('linkedin-headshots', 'professional')).toBe(`/buy-packs?pack=linkedin-headshots&persona=${b64('professional')}`);
    expect(previewPackPath('dating-profile', 'unknown')).toBe('/buy-packs?pack=dating-profile');
    expect(previewPackPath('dating-profile')).toBe('/buy-packs?pack=dating-profile');
  });

  it('opens the preview step: the first slide of the post-activation funnel', () => {
    expect(previewStepPath('single')).toBe(`/onboarding?persona=${b64('single')}&activated=1`);
    expect(previewStepPath(null)).toBe('/onboarding?activated=1');
  });

  it('says how long the selfie and the previews are kept', () => {
    expect(previewPrivacyText(24)).toBe('Your selfie and these previews are deleted after 24 hours, unless you use the selfie to train.');
    expect(previewPrivacyText(1)).toBe('Your selfie and these previews are deleted after 1 hour, unless you use the selfie to train.');
  });
});

describe('isPreviewExpired', () => {
  const base = { previewId: 'p', images: [], selfies: [], message: null };
  const later = '2030-01-01T00:00:00.000Z';
  const now = Date.parse('2029-01-01T00:00:00.000Z');

  it('is false while the photos are made, whatever the clock says', () => {
    expect(isPreviewExpired({ ...base, status: 'processing', expiresAt: '2000-01-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('is true past the expiry, or when a finished preview has no photos left', () => {
    const photo = { fileId: 'f', url: '/f', style: 's', title: 't', packReference: 'r' };
    expect(isPreviewExpired({ ...base, status: 'succeeded', images: [photo], expiresAt: later }, now)).toBe(false);
    expect(isPreviewExpired({ ...base, status: 'succeeded', images: [photo], expiresAt: '2028-12-31T00:00:00.000Z' }, now)).toBe(true);
    expect(isPreviewExpired({ ...base, status: 'succeeded', images: [], expiresAt: later }, now)).toBe(true);
    expect(isPreviewExpired({ ...base, status: 'failed', images: [], expiresAt: later }, now)).toBe(false);
  });
});
