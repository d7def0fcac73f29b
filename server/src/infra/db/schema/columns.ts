import type { ColumnType } from 'kysely';

// Timestamp columns as kysely sees them: what a select returns, an insert takes, an update takes.
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
