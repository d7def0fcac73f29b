// Offers: shares prepared for Reddit and the credits they earn.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns.js';

/** An offer and the credits it awards (migration 0019); reddit_share is seeded. */
export interface OfferTypesTable {
  id: string;
  credits_amount: number;
  is_active: Generated<boolean>;
}

export type ShareHostValue = 'local' | 'imgur';

/** An image prepared for Reddit: a public copy on the share host (migration 0019). */
export interface OfferShareUploadsTable {
  id: Generated<number>;
  account_id: number;
  image_id: number;
  host: ShareHostValue;
  hosted_url: string;
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  host_reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export type OfferClaimStatusValue = 'pending' | 'granted' | 'dropped';

/** A verified share whose credits are pending, granted or dropped (migration 0019). */
export interface OfferClaimsTable {
  id: Generated<number>;
  account_id: number;
  offer_type_id: string;
  upload_id: number;
  image_id: number;
  post_id: string;
  post_url: string;
  subreddit: string;
  author: string | null;
  credits: number;
  status: Generated<OfferClaimStatusValue>;
  created_at: CreatedAt;
  settled_at: NullableTimestamp;
  check_locked_until: NullableTimestamp;
  last_check_error: ColumnType<string | null, string | null | undefined, string | null>;
}
