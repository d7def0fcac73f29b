module.exports = require('../webpack.common.js')({
  dir: __dirname,
  name: 'onboarding',
  title: 'AI Photographer: sign in',
  exposes: {
    './LoginPage': './src/pages/login-page.tsx',
    './EmailVerifyPage': './src/pages/email-verify-page.tsx',
    './ActivatePage': './src/pages/activate-page.tsx',
    './GoogleActivatePage': './src/pages/google-activate-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password-page.tsx',
    './OnboardingPage': './src/pages/onboarding-page.tsx',
  },
});
