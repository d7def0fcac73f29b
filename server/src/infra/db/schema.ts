// The database as kysely types it: one interface per table, grouped by area in ./schema/, and DB naming
// them all. schema-matches-database.test.ts reads these files and checks them against the migrated tables.
import type { AccountsTable, SessionsTable, OneTimeCodesTable, GoogleIdentitiesTable, GooglePendingSignupsTable, RefereesTable, KnownDevicesTable, SignInFailuresTable, AnalyticsEventsTable, ContactMessagesTable, DataExportsTable } from './schema/accounts.js';
import type { CreditLedgerTable, TrainingEntitlementsTable, PackagesTable, PaymentsTable, SubscriptionsTable, StripeEventsTable, PackPurchasesTable } from './schema/money.js';
import type { OutgoingMailTable, JobsTable, PeriodicRunsTable, RateLimitWindowsTable } from './schema/background.js';
import type { ModelsTable, CogTrainingsTable, TrainingPhotosTable, GenerationsTable, ImagesTable, ModelDeletionsTable } from './schema/models-and-images.js';
import type { PhotoPacksTable, TemplateCategoriesTable, TemplateImagesTable, PackGenerationsTable, PackGenerationSlotsTable } from './schema/packs-and-templates.js';
import type { OfferTypesTable, OfferShareUploadsTable, OfferClaimsTable } from './schema/offers.js';
import type { ImageSharesTable } from './schema/shares.js';
import type { PreviewsTable, PreviewFilesTable, PreviewBudgetDaysTable, PreviewUsedAddressesTable } from './schema/previews.js';
import type { ShowcaseItemsTable, ShowcaseFilesTable } from './schema/showcase.js';

export type * from './schema/accounts.js';
export type * from './schema/money.js';
export type * from './schema/background.js';
export type * from './schema/models-and-images.js';
export type * from './schema/packs-and-templates.js';
export type * from './schema/offers.js';
export type * from './schema/shares.js';
export type * from './schema/previews.js';
export type * from './schema/showcase.js';

export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  google_identities: GoogleIdentitiesTable;
  google_pending_signups: GooglePendingSignupsTable;
  referees: RefereesTable;
  credit_ledger: CreditLedgerTable;
  training_entitlements: TrainingEntitlementsTable;
  outgoing_mail: OutgoingMailTable;
  jobs: JobsTable;
  periodic_runs: PeriodicRunsTable;
  rate_limit_windows: RateLimitWindowsTable;
  analytics_events: AnalyticsEventsTable;
  models: ModelsTable;
  training_photos: TrainingPhotosTable;
  cog_trainings: CogTrainingsTable;
  packages: PackagesTable;
  payments: PaymentsTable;
  subscriptions: SubscriptionsTable;
  stripe_events: StripeEventsTable;
  known_devices: KnownDevicesTable;
  sign_in_failures: SignInFailuresTable;
  contact_messages: ContactMessagesTable;
  generations: GenerationsTable;
  images: ImagesTable;
  photo_packs: PhotoPacksTable;
  template_categories: TemplateCategoriesTable;
  template_images: TemplateImagesTable;
  pack_purchases: PackPurchasesTable;
  pack_generations: PackGenerationsTable;
  pack_generation_slots: PackGenerationSlotsTable;
  offer_types: OfferTypesTable;
  offer_share_uploads: OfferShareUploadsTable;
  offer_claims: OfferClaimsTable;
  image_shares: ImageSharesTable;
  model_deletions: ModelDeletionsTable;
  data_exports: DataExportsTable;
  previews: PreviewsTable;
  preview_files: PreviewFilesTable;
  preview_budget_days: PreviewBudgetDaysTable;
  preview_used_addresses: PreviewUsedAddressesTable;
  showcase_items: ShowcaseItemsTable;
  showcase_files: ShowcaseFilesTable;
}
