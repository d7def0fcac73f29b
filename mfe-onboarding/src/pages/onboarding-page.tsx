import { useSearchParams } from 'react-router-dom';
import { Page, usePageMeta } from 'shared-ui';
import { AccountReadySlide } from '../features/account-ready/components/account-ready-slide';
import { EmailEntrySlide } from '../features/email-entry/components/email-entry-slide';
import { decodePersonaParam } from '../lib/persona-param';

export default function OnboardingPage() {
  usePageMeta({
    title: 'Get started',
    description: 'Create your personal AI model from a few selfies and get professional photos of yourself.',
  });
  const [params] = useSearchParams();
  const persona = decodePersonaParam(params.get('persona'));
  // The gen page sends `activated=true`, activation sends `activated=1`.
  const activated = ['1', 'true'].includes(params.get('activated') ?? '');

  return <Page narrow>{activated ? <AccountReadySlide /> : <EmailEntrySlide persona={persona} />}</Page>;
}
