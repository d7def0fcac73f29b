/** One customer's words, with who they are. */
export interface CustomerReview {
  name: string;
  role: string;
  review: string;
}

/**
 * The customers' reviews the site quotes, in one list: the landing page's review cards and onboarding's
 * testimonials read it, so a visitor meets the same people and words on both (static marketing content; the
 * promises they touch are checked by promiseContradictions, docs/promises.md).
 */
export const CUSTOMER_REVIEWS: readonly CustomerReview[] = [
  {
    name: 'Priya S.',
    role: 'Product manager',
    review:
      'I needed a new LinkedIn photo before a job search and had no time for a shoot. The professional pack gave me three headshots I actually like, and recruiters started replying.',
  },
  {
    name: 'Marcus T.',
    role: 'Fitness creator',
    review:
      'I post every day, and planning shoots was eating my week. Now I generate a batch of looks on Sunday and my face is consistent in every one of them.',
  },
  {
    name: 'Elena R.',
    role: 'Dating app user',
    review:
      'My old profile was all group photos and bad lighting. The new pictures look like me on a good day, and I finally get matches with people who read my bio.',
  },
];
