// Shared photos: a public page per image while it is shared.
import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.js';

export type ShareContentTypeValue = 'image/jpeg' | 'image/png' | 'image/webp';

/** A photo's public share page (migration 0027): one per image, until revoked or the image goes. */
export interface ImageSharesTable {
  id: Generated<number>;
  /** The page's unguessable id in /s/<public_id>: 128 random bits, base64url. */
  public_id: string;
  account_id: number;
  image_id: number;
  /** The public copy of the photo (under shared/), removed when the share ends. */
  copy_key: string;
  content_type: ShareContentTypeValue;
  width: number;
  height: number;
  created_at: CreatedAt;
}
