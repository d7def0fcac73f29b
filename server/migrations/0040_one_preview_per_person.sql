-- One free preview per person, as far as an e-mail address tells (docs/previews.md#one-per-person). An
-- address is normalised for this rule only (case, a +tag, Gmail's dots and googlemail.com) and kept as a
-- keyed hash (HMAC-SHA256 under PREVIEW_ADDRESS_SECRET), never in clear.

-- While the account lives, its preview carries the hash: unique, so of two accounts of one person asking at
-- once the first inserts and the other waits for its commit, then finds the address taken. Cleared when the
-- account is deleted (the row stays under the tombstone without it); null on previews made before this
-- migration until the worker's sweep fills it in.
alter table previews add column address_hash text;
create unique index previews_address_hash_key on previews(address_hash) where address_hash is not null;

-- What a deleted account leaves of its address: the hash, when its preview was made and when the account was
-- deleted, nothing else. Swept PREVIEW_REUSE_DAYS after the deletion; until then that address gets no preview.
create table preview_used_addresses (
  address_hash text primary key,
  used_at timestamptz not null,
  account_deleted_at timestamptz not null
);
create index preview_used_addresses_deleted_idx on preview_used_addresses(account_deleted_at);
