import { createGlobalStyle } from 'styled-components';
import { focusOutline, theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0; }
  a { color: ${theme.colors.accent}; }
  img { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  /* One focus ring for everything focusable, whether or not its component adds focusRing itself. */
  :focus-visible { ${focusOutline} }
  /* Reduced motion: animations end at once and run once (a spinner does not redraw every frame), and
     changes take effect at once: no transition at all, so nothing is still hidden the moment it opens
     (the phone menu moves focus into itself as it appears). Nothing here waits for a transitionend. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
    }
  }
`;
