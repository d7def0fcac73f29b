// Standalone development host (`npm run dev -w mfe-commerce`); the shell mounts the pages in production.
import { Route } from 'react-router-dom';
import { mountStandaloneHost } from 'shared-ui/dev-host';
import AccountPage from './pages/account-page';
import BuyMorePage from './pages/buy-more-page';
import BuyPacksPage from './pages/buy-packs-page';
import GeneratePackPage from './pages/generate-pack-page';
import PackGeneratedPage from './pages/pack-generated-page';
import PackInspectPage from './pages/pack-inspect-page';
import PacksPage from './pages/packs-page';
import PaygPricingPage from './pages/payg-pricing-page';
import PricingPage from './pages/pricing-page';
import PurchaseConfirmationPage from './pages/purchase-confirmation-page';

void mountStandaloneHost(
  <>
    <Route path="/account" element={<AccountPage />} />
    <Route path="/pricing" element={<PricingPage />} />
    <Route path="/payg-pricing" element={<PaygPricingPage />} />
    <Route path="/buy-packs" element={<BuyPacksPage />} />
    <Route path="/buy-more" element={<BuyMorePage />} />
    <Route path="/purchase-confirmation" element={<PurchaseConfirmationPage />} />
    <Route path="/packs" element={<PacksPage />} />
    <Route path="/generate-pack/:purchaseId" element={<GeneratePackPage />} />
    <Route path="/pack-generated/:generationId" element={<PackGeneratedPage />} />
    <Route path="/pack-inspect/:generationId" element={<PackInspectPage />} />
  </>,
);
