import { css, type Interpolation, type RuleSet } from 'styled-components';

/** The layout counts as mobile at this width and below. */
export const MOBILE_BREAKPOINT = 760;
/** Navigation bar height in px. */
export const NAV_HEIGHT = 96;
/** Content max width in px. */
export const CONTENT_MAX_WIDTH = 1000;

export const theme = {
  colors: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f0f1f4',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#dfe2e8',
    accent: '#4f46e5',
    accentHover: '#4338ca',
    accentSoft: '#eef2ff',
    onAccent: '#ffffff',
    danger: '#c81e1e',
    dangerHover: '#a51818',
    dangerSoft: '#fdeaea',
    success: '#137a3b',
    successSoft: '#e7f6ec',
    warning: '#9a5b00',
    warningSoft: '#fff6e0',
    info: '#1d4ed8',
    infoSoft: '#e8efff',
    /** The focus ring: 5.6–6.3 : 1 against the light surfaces (WCAG 2.2 asks ≥ 3 : 1). */
    focus: '#4f46e5',
    /** The focus ring on dark surfaces (snackbar, image viewer), where indigo would fall below 3 : 1. */
    focusOnDark: '#ffffff',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  radii: { sm: '6px', md: '8px', lg: '12px', pill: '999px' },
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  shadows: {
    card: '0 1px 2px rgba(17, 24, 39, 0.06), 0 1px 3px rgba(17, 24, 39, 0.08)',
    overlay: '0 20px 40px rgba(17, 24, 39, 0.2)',
  },
} as const;

export type Theme = typeof theme;

/**
 * The one focus ring: declarations only, for selectors of their own (`&:has(input:focus-visible)`).
 * A dark surface sets --focus-ring-color (see `darkSurfaceFocus`) so the ring keeps its contrast there.
 */
export const focusOutline = css`
  outline: 3px solid var(--focus-ring-color, ${theme.colors.focus});
  outline-offset: 2px;
`;

/** The same focus ring everywhere, shown for keyboard focus only (GlobalStyle applies it to every element too). */
export const focusRing = css`
  &:focus-visible {
    ${focusOutline}
  }
`;

/** On a dark surface: rings inside it turn white. */
export const darkSurfaceFocus = css`
  --focus-ring-color: ${theme.colors.focusOnDark};
`;

export const media = {
  /** Usage: ${media.mobile`padding: 8px;`} inside a styled template. */
  mobile: (first: TemplateStringsArray, ...rest: Interpolation<object>[]): RuleSet<object> => css`
    @media (max-width: ${MOBILE_BREAKPOINT}px) {
      ${css(first, ...rest)}
    }
  `,
};
