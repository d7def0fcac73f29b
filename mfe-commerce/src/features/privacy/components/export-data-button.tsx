import { EXPORT_STARTED_MESSAGE, errorMessage, exportData } from 'api-client';
import { Banner, Button, Stack, useApiMutation } from 'shared-ui';

export const EXPORT_RATE_LIMITED_MESSAGE = 'An export is already on its way. Please check your e-mail, or try again in a few minutes.';

/** Starts an export of the user's data; the zip's link arrives by e-mail (docs/privacy.md). */
export function ExportDataButton() {
  const request = useApiMutation(() => exportData());
  const sent = request.status === 'success' ? request.data.status : undefined;
  return (
    <Stack gap={12} align="flex-start">
      <Button variant="secondary" loading={request.isPending} onClick={() => request.mutate()}>
        Export my data
      </Button>
      {sent === 'success' && <Banner tone="success">{EXPORT_STARTED_MESSAGE}</Banner>}
      {sent === 'rate-limited' && <Banner tone="warning">{EXPORT_RATE_LIMITED_MESSAGE}</Banner>}
      {request.status === 'error' && <Banner tone="error">{errorMessage(request.error)}</Banner>}
    </Stack>
  );
}
