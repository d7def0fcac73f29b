import type { ActivationLinkState } from 'api-client';
import { Banner, ButtonLink, Stack } from 'shared-ui';
import { ResendLinkForm } from './resend-link-form';

export const LINK_USED_MESSAGE = 'This activation link has already been used, so your account is active. Log in with your e-mail address and password.';
export const LINK_EXPIRED_MESSAGE = 'This activation link has expired: links work for 24 hours. Enter your e-mail address and we will send you a new one.';
export const LINK_UNKNOWN_MESSAGE =
  'This activation link is not valid. It may have been cut short: open it again from the e-mail, or enter your e-mail address and we will send you a new one.';

const MESSAGES: Record<Exclude<ActivationLinkState, 'valid'>, string> = {
  used: LINK_USED_MESSAGE,
  expired: LINK_EXPIRED_MESSAGE,
  unknown: LINK_UNKNOWN_MESSAGE,
};

/** Instead of the form, for a link that cannot activate: what happened and the way on. */
export function DeadLinkNotice({ state }: { state: Exclude<ActivationLinkState, 'valid'> }) {
  return (
    <Stack gap={20}>
      <Banner tone={state === 'used' ? 'info' : 'warning'}>{MESSAGES[state]}</Banner>
      {state === 'used' ? <ButtonLink to="/login" $variant="primary">Log in</ButtonLink> : <ResendLinkForm />}
    </Stack>
  );
}
