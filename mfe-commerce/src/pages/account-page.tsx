import type { ReactNode } from 'react';
import { errorMessage } from 'api-client';
import { Banner, Button, Card, Page, PageTitle, Spinner, Stack, usePageMeta } from 'shared-ui';
import { AccountSummary } from '../features/account-summary/components/account-summary';
import { useAccountInfo } from '../features/account-summary/hooks/use-account-info';
import { ChangePasswordButton } from '../features/change-password/components/change-password-button';
import { LogoutButton } from '../features/logout/components/logout-button';
import { MyPacksList } from '../features/my-packs/components/my-packs-list';
import { DeleteAccountSection } from '../features/privacy/components/delete-account-section';
import { ExportDataButton } from '../features/privacy/components/export-data-button';
import { PurchaseHistorySection } from '../features/purchase-history/components/purchase-history-section';

export interface AccountPageProps {
  /** The admin remote's panel; the shell passes it for admins so commerce never imports admin. */
  adminPanel?: ReactNode;
}

export default function AccountPage({ adminPanel }: AccountPageProps) {
  usePageMeta({ title: 'My account', noindex: true });
  const account = useAccountInfo();

  return (
    <Page>
      <PageTitle>Account</PageTitle>
      {account.status === 'loading' && <Spinner label="Loading your account" />}
      {account.status === 'error' && (
        <Banner tone="error" actions={<Button variant="secondary" onClick={() => void account.refetch()}>Try again</Button>}>
          {errorMessage(account.error)}
        </Banner>
      )}
      {account.status === 'success' && (
        <Stack gap={24}>
          <AccountSummary info={account.data} />
          <MyPacksList />
          <PurchaseHistorySection />
          <Card aria-label="Account settings">
            <Stack gap={16} align="flex-start">
              <ChangePasswordButton />
              <LogoutButton />
            </Stack>
          </Card>
          <Card aria-label="Your data">
            <Stack gap={16} align="flex-start">
              <ExportDataButton />
              <DeleteAccountSection />
            </Stack>
          </Card>
          {adminPanel}
        </Stack>
      )}
    </Page>
  );
}
