module.exports = require('../webpack.common.js')({
  dir: __dirname,
  name: 'commerce',
  title: 'AI Photographer: commerce',
  exposes: {
    './AccountPage': './src/pages/account-page.tsx',
    './PricingPage': './src/pages/pricing-page.tsx',
    './PaygPricingPage': './src/pages/payg-pricing-page.tsx',
    './BuyPacksPage': './src/pages/buy-packs-page.tsx',
    './BuyMorePage': './src/pages/buy-more-page.tsx',
    './PurchaseConfirmationPage': './src/pages/purchase-confirmation-page.tsx',
    './PacksPage': './src/pages/packs-page.tsx',
    './GeneratePackPage': './src/pages/generate-pack-page.tsx',
    './PackGeneratedPage': './src/pages/pack-generated-page.tsx',
    './PackInspectPage': './src/pages/pack-inspect-page.tsx',
  },
});
