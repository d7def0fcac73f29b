// Customer reviews: one list for the whole site (shared-ui), which onboarding's testimonials quote too.
import { CUSTOMER_REVIEWS } from 'shared-ui/start-up';
import type { Review } from './content.types';

export const REVIEWS: readonly Review[] = CUSTOMER_REVIEWS;
