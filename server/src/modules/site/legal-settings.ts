import { escapeHtml } from '../../infra/html/escape-html.js';

/**
 * The legal pages state periods the server is configured with (docs/privacy.md): each
 * `<span data-setting="name">default</span>` gets the configured value when the page is served, so the
 * privacy policy says what the running server does, not what a build assumed.
 */
export function fillSettings(html: string, settings: Record<string, string | number>): string {
  return html.replace(/(<span data-setting="([a-z-]+)">)[^<]*(<\/span>)/g, (whole, open: string, name: string, close: string) =>
    name in settings ? `${open}${escapeHtml(String(settings[name]))}${close}` : whole);
}

export const legalSettingsOf = (privacy: { selfieRetentionDays: number; exportLinkHours: number; previewReuseDays: number }) => ({
  'selfie-retention-days': privacy.selfieRetentionDays,
  'export-link-hours': privacy.exportLinkHours,
  'preview-reuse-days': privacy.previewReuseDays,
});
