import { checkEligibility, ELIGIBILITY_CHECK_FAILED_REASON, getOfferType, REDDIT_SHARE_OFFER } from 'api-client';
import { useApiQuery } from 'shared-ui';

export type ShareOffer =
  | { status: 'checking' }
  | { status: 'ready'; isEligible: boolean; reason: string | null; credits: number | null };

/**
 * Whether the user may still earn credits for a Reddit post, and how many. A failed check counts as not
 * eligible, with ELIGIBILITY_CHECK_FAILED_REASON; a failed amount only loses the number from the label.
 * Asked afresh each time the dialog opens (nothing else keeps the keys alive), so a claim just made counts.
 */
export function useShareOffer(): ShareOffer {
  const eligibility = useApiQuery(['offer-eligibility', REDDIT_SHARE_OFFER], () => checkEligibility({ offerTypeId: REDDIT_SHARE_OFFER }), {
    onError: (error) => console.error('Offer eligibility check failed', error),
  });
  const offerType = useApiQuery(['offer-type', REDDIT_SHARE_OFFER], ({ signal }) => getOfferType({ typeId: REDDIT_SHARE_OFFER }, { signal }), {
    onError: (error) => console.error('Offer type failed', error),
  });
  const credits = offerType.status === 'success' ? offerType.data.CreditsAmount : null;

  if (eligibility.status === 'loading') return { status: 'checking' };
  if (eligibility.status === 'error') return { status: 'ready', isEligible: false, reason: ELIGIBILITY_CHECK_FAILED_REASON, credits };
  return { status: 'ready', isEligible: eligibility.data.isEligible, reason: eligibility.data.reason, credits };
}
