import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PREVIEW_REUSE_DAYS, DEFAULT_SELFIE_RETENTION_DAYS, DEFAULT_TRAINER, TRAINER_NAMES, TRAINERS, type TrainerName } from 'api-client';
import { z } from 'zod';
import { isLoopbackHost, isRedditOrigin, isUnreachableAddress, parseTrustProxy } from './value-checks.js';

export { isLoopbackHost, isRedditOrigin, isUnreachableAddress, parseTrustProxy };

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const commaList = z.string().transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));
/** A Replicate version pinned by id: "owner/name:<64 hex>". */
const PINNED_VERSION = /^[\w.-]+\/[\w.-]+:[0-9a-f]{64}$/;

/** ./data at the repository root, whatever folder a command runs from (npm start, npm run -w server, the CLI). */
export const DEFAULT_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data');

// Development defaults for the browser's password pre-hash (docs/accounts.md#passwords). Production must set its own.
export const DEV_PREHASH_SALT = '$2a$10$aiPhotographerDevSalt.';
export const DEV_PREHASH_SUFFIX = ':ai-photographer-dev';
// Development default for signing private file URLs; production must set FILE_URL_SECRET.
export const DEV_FILE_URL_SECRET = 'ai-photographer-dev-file-url-secret';
// Development default for the keyed hash of addresses that had their free preview; production must set PREVIEW_ADDRESS_SECRET.
export const DEV_PREVIEW_ADDRESS_SECRET = 'ai-photographer-dev-preview-address-secret';

/** The setting that pins each trainer's version on Replicate: a version of one trainer does not exist on the other. */
export const TRAINER_VERSION_SETTINGS = {
  'flux-lora': 'REPLICATE_LORA_TRAINER_VERSION',
  'fast-flux': 'REPLICATE_FAST_TRAINER_VERSION',
} as const satisfies Record<TrainerName, string>;
/**
 * REPLICATE_TRAINER_VERSION pinned whichever trainer TRAINER named, so switching TRAINER posted trainings to
 * a version that trainer does not have. Refused rather than guessed: the operator says which trainer it was.
 */
export const LEGACY_TRAINER_VERSION_MESSAGE =
  'is no longer read: set REPLICATE_LORA_TRAINER_VERSION (ostris/flux-dev-lora-trainer, TRAINER=flux-lora) or REPLICATE_FAST_TRAINER_VERSION (replicate/fast-flux-trainer, TRAINER=fast-flux) instead';
// Development default for SUPPORT_EMAIL: a reserved domain (RFC 2606) that reaches nobody; production must set its own.
export const DEV_SUPPORT_EMAIL = 'support@example.com';


/** Every environment variable the server reads, with its default. The README's table mirrors this. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    BASE_PATH: z
      .string()
      .regex(/^(\/[\w-]+)*$/, 'must be empty or like /staging')
      .default(''),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
    ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    // A worker process's CPU priority (nice): on a host it shares with web processes, requests come first.
    WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ALLOWED_ORIGINS: commaList.optional(),
    SERVE_SITE: bool.default(true),
    SITE_DIR: z.string().optional(),
    REMOTES_JSON: z.string().optional(),
    PASSWORD_PREHASH_SALT: z
      .string()
      .regex(/^\$2[aby]\$10\$[./A-Za-z0-9]{22}$/, 'must be a bcrypt salt with 10 rounds ($2a$10$ + 22 characters)')
      .optional(),
    PASSWORD_PREHASH_SUFFIX: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    // Where customers write for help: the help page, the FAQ, receipts and every e-mail (docs/frontends.md).
    SUPPORT_EMAIL: z.email().optional(),
    // The help page's two roles (the spec's two addresses), each SUPPORT_EMAIL unless set apart.
    SUPPORT_EMAIL_PAYMENTS: z.email().optional(),
    SUPPORT_EMAIL_MODELS: z.email().optional(),
    IMAGE_ENGINE: z.enum(['mock', 'replicate', 'cog']).default('mock'),
    // Which LoRA trainer trains models (api-client TRAINERS): its expected time is every training time the pages promise.
    TRAINER: z.enum(TRAINER_NAMES).default(DEFAULT_TRAINER),
    MOCK_TRAINING_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    // Load tests (npm run test:scale): the mock engine's stand-in provider latency, and a file counting its calls.
    MOCK_IMAGE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    MOCK_ENGINE_CALL_LOG: z.string().min(1).optional(),
    REPLICATE_API_TOKEN: z.string().min(1).optional(),
    REPLICATE_BASE_URL: z.url().default('https://api.replicate.com/v1'),
    REPLICATE_OWNER: z.string().regex(/^[\w.-]+$/, 'must be a Replicate user or organisation name').optional(),
    REPLICATE_DESTINATION_MODEL: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be a Replicate model name').default('ai-photographer-loras'),
    REPLICATE_DESTINATION_HARDWARE: z.string().min(1).default('gpu-h100'),
    // One pinned version per trainer: a version of one trainer does not exist on the other.
    REPLICATE_LORA_TRAINER_VERSION: z.string().regex(/^[0-9a-f]{64}$/, 'must be a 64-character hex version id').optional(),
    REPLICATE_FAST_TRAINER_VERSION: z.string().regex(/^[0-9a-f]{64}$/, 'must be a 64-character hex version id').optional(),
    // The old single setting, read only to refuse it (below): it cannot say which trainer it pins.
    REPLICATE_TRAINER_VERSION: z.string().optional(),
    REPLICATE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must look like whsec_...').optional(),
    COG_TRAINER_URL: z.url().optional(),
    COG_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    COG_TRAINING_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(120),
    COG_PREDICTOR_URL: z.url().optional(),
    COG_API_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    REPLICATE_BASE_MODEL: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name').default('black-forest-labs/flux-dev'),
    // Edits and filters (docs/generation-and-images.md#editing-filters-and-uploads): versions pinned, never "latest".
    REPLICATE_INPAINT_VERSION: z.string().regex(PINNED_VERSION, 'must be owner/name:<64-character hex version id>')
      .default('black-forest-labs/flux-fill-dev:cf33291a315758af3cb2a1378adbadbd5ec7e67e73046e1f7862f961abc03781'),
    REPLICATE_GHIBLI_VERSION: z.string().regex(PINNED_VERSION, 'must be owner/name:<64-character hex version id>').optional(),
    COG_INPAINT_URL: z.url().optional(),
    COG_FILTER_URL: z.url().optional(),
    COG_GHIBLI_WEIGHTS: z.string().min(1).optional(),
    // Change outfit and HD upscale (docs/outfit-and-upscale-engines.md): pinned like the edits above.
    REPLICATE_OUTFIT_VERSION: z.string().regex(PINNED_VERSION, 'must be owner/name:<64-character hex version id>')
      .default('black-forest-labs/flux-kontext-pro:0a1381936934845a14efcc9f309ce7d031cb905867878b5c5830280e00e97606'),
    REPLICATE_UPSCALE_VERSION: z.string().regex(PINNED_VERSION, 'must be owner/name:<64-character hex version id>')
      .default('nightmareai/real-esrgan:42fed1c4974146d4d2414e2be2c5277c7fcf05fcc3a73abf41610695738c1d7b'),
    COG_OUTFIT_URL: z.url().optional(),
    // The free preview (docs/previews.md): an identity model pinned by version, a global daily budget, files kept this long.
    REPLICATE_PREVIEW_MODEL: z.string().regex(PINNED_VERSION, 'must be owner/name:<64-character hex version id>')
      .default('black-forest-labs/flux-kontext-pro:0a1381936934845a14efcc9f309ce7d031cb905867878b5c5830280e00e97606'),
    PREVIEW_DAILY_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(200),
    PREVIEW_RETENTION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
    // One preview per person: a deleted account's address is remembered (a keyed hash) this long; the key is the secret.
    PREVIEW_REUSE_DAYS: z.coerce.number().int().min(0).max(3650).default(DEFAULT_PREVIEW_REUSE_DAYS),
    PREVIEW_ADDRESS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    IMAGE_DEADLINE_SECONDS: z.coerce.number().int().min(5).max(900).default(240),
    // 20 phone photos of 5-8 MB each fit; the zip is checked entry by entry while it is read.
    UPLOAD_MAX_MB: z.coerce.number().min(1).max(1024).default(160),
    UPLOAD_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
    FACE_MIN_AREA_RATIO: z.coerce.number().min(0).max(1).default(0.04),
    BLUR_MIN_VARIANCE: z.coerce.number().min(0).default(20),
    DUPLICATE_MAX_DISTANCE: z.coerce.number().int().min(0).max(64).default(4),
    // Below this face similarity a generated photo is a miss: flagged, refunded within the cap below, replaced once in a pack (docs/likeness.md).
    LIKENESS_MISS_THRESHOLD: z.coerce.number().min(0).max(1).default(0.69),
    // Misses of gen and template images are refunded up to this share of the account's photos scored in the window.
    LIKENESS_REFUND_CAP_PERCENT: z.coerce.number().min(0).max(100).default(10),
    LIKENESS_REFUND_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    TRAINING_DEADLINE_MINUTES: z.coerce.number().min(1).default(120),
    FILE_URL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    // S3-compatible object storage (docs/storage-and-scale.md): required when STORAGE_DRIVER=s3.
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name like us-east-1 or auto').default('us-east-1'),
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)').optional(),
    S3_ACCESS_KEY_ID: z.string().min(3).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(6, 'must be at least 6 characters').optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_URL_SECONDS: z.coerce.number().int().min(60).max(12 * 3600).default(900),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
    MAIL_FROM: z.string().default('AI Photographer <no-reply@ai-photographer.local>'),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: z.string().default('false').transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) ctx.addIssue({ code: 'custom', message: 'must be false, a hop count, or a comma-separated list of IP addresses or CIDR ranges' });
      return parsed ?? false;
    }),
    JOB_RETENTION_DAYS: z.coerce.number().min(1).max(3650).default(14),
    // Privacy (docs/privacy.md): training photos go this long after training ends; export links last this long.
    SELFIE_RETENTION_DAYS: z.coerce.number().min(0).max(3650).default(DEFAULT_SELFIE_RETENTION_DAYS),
    EXPORT_LINK_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(72),
    PAYMENTS_DRIVER: z.enum(['local', 'stripe']).default('local'),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must look like sk_test_... or sk_live_...').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must look like whsec_...').optional(),
    STRIPE_API_URL: z.url().default('https://api.stripe.com'),
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
    JOB_LOCK_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(300),
    // On SIGTERM a worker waits this long for its running jobs, then hands the rest back to the queue.
    JOB_STOP_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(20),
    PACK_WAIT_SECONDS: z.coerce.number().min(0).max(600).default(90),
    PROMPT_WRITER: z.enum(['local', 'replicate']).default('local'),
    REPLICATE_PROMPT_MODEL: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name').default('meta/meta-llama-3-8b-instruct'),
    TEMPLATE_SEED_FILES: bool.optional(),
    // The Reddit share offer (docs/offers.md).
    SHARE_IMAGE_HOST: z.enum(['local', 'imgur']).default('local'),
    SHARE_PUBLIC_URL: z.url().optional(),
    IMGUR_CLIENT_ID: z.string().regex(/^[\w-]{4,64}$/, 'must be an Imgur client id').optional(),
    IMGUR_API_URL: z.url().default('https://api.imgur.com'),
    REDDIT_BASE_URL: z.url().default('https://www.reddit.com'),
    REDDIT_USER_AGENT: z.string().min(8).max(200).default('web:ai-photographer-share-check:1.0'),
    REDDIT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    OFFER_MIN_ACCOUNT_AGE_HOURS: z.coerce.number().min(0).max(24 * 365).default(24),
    OFFER_CLAIM_COOLDOWN_DAYS: z.coerce.number().min(0).max(365).default(7),
    OFFER_MAX_CLAIMS: z.coerce.number().int().min(1).max(10_000).default(10),
    OFFER_HOLD_SECONDS: z.coerce.number().int().min(0).max(90 * 86_400).default(86_400),
    OFFER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    // GET /metrics (deploy/README.md#monitoring): on by default; a scraper sends METRICS_TOKEN as a bearer token.
    METRICS: bool.default(true),
    METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    const requiredBy = { replicate: ['REPLICATE_API_TOKEN', 'REPLICATE_OWNER'], cog: ['COG_TRAINER_URL', 'COG_WEBHOOK_TOKEN'] } as const;
    if (env.IMAGE_ENGINE !== 'mock') {
      for (const key of requiredBy[env.IMAGE_ENGINE]) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when IMAGE_ENGINE=${env.IMAGE_ENGINE}` });
      }
    }
    const trainerVersion = TRAINER_VERSION_SETTINGS[env.TRAINER];
    if (env.IMAGE_ENGINE === 'replicate' && !env[trainerVersion]) {
      ctx.addIssue({ code: 'custom', path: [trainerVersion], message: `is required when IMAGE_ENGINE=replicate and TRAINER=${env.TRAINER}` });
    }
    if (env.REPLICATE_TRAINER_VERSION !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['REPLICATE_TRAINER_VERSION'], message: LEGACY_TRAINER_VERSION_MESSAGE });
    }
    if (env.PROMPT_WRITER === 'replicate' && !env.REPLICATE_API_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['REPLICATE_API_TOKEN'], message: 'is required when PROMPT_WRITER=replicate' });
    }
    if (env.SHARE_IMAGE_HOST === 'imgur' && !env.IMGUR_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['IMGUR_CLIENT_ID'], message: 'is required when SHARE_IMAGE_HOST=imgur' });
    }
    if (env.NODE_ENV === 'production' && !isRedditOrigin(env.REDDIT_BASE_URL)) {
      // Share verification reads posts from here: anything else would let a fake "Reddit" hand out credits.
      ctx.addIssue({ code: 'custom', path: ['REDDIT_BASE_URL'], message: 'must be https://www.reddit.com (or another https reddit.com host) in production' });
    }
    if (env.PAYMENTS_DRIVER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS_DRIVER=stripe' });
      }
    }
    if (env.NODE_ENV === 'production' && env.PAYMENTS_DRIVER === 'local') {
      // The local test checkout hands out credits for a button press.
      ctx.addIssue({ code: 'custom', path: ['PAYMENTS_DRIVER'], message: 'must be stripe in production (local grants credits without payment)' });
    }
    if (env.NODE_ENV === 'production' && env.MAIL_TRANSPORT === 'outbox') {
      // The outbox keeps mail (activation and reset links) inside the product instead of sending it.
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'must be smtp in production (the outbox sends no e-mail)' });
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
      }
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['MOCK_IMAGE_DELAY_MS', 'MOCK_ENGINE_CALL_LOG'] as const) {
        if (env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is a load-test setting, refused in production' });
      }
    }
    if (env.NODE_ENV === 'production') {
      // Keys and private photos would cross the network in clear text: plain http only to a store on this machine.
      for (const key of ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const) {
        const value = env[key];
        if (value && new URL(value).protocol === 'http:' && !isLoopbackHost(new URL(value).hostname)) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be https in production (plain http only on loopback)' });
        }
      }
    }
    if (env.NODE_ENV === 'production' && env.METRICS && !env.METRICS_TOKEN) {
      // Without a token only a signed-in admin could read them: no scraper could, so nothing would be watched.
      ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'is required in production while METRICS is on (set METRICS=false to turn /metrics off)' });
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['PASSWORD_PREHASH_SALT', 'PASSWORD_PREHASH_SUFFIX', 'PUBLIC_URL', 'FILE_URL_SECRET', 'PREVIEW_ADDRESS_SECRET', 'SUPPORT_EMAIL'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
      for (const key of ['SUPPORT_EMAIL', 'SUPPORT_EMAIL_PAYMENTS', 'SUPPORT_EMAIL_MODELS'] as const) {
        const address = env[key];
        if (address && isUnreachableAddress(address)) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be an address customers can write to in production (not .local, .test or example.com)' });
        }
      }
      // The development sender's domain does not exist: mail from it is refused or lands in spam.
      const sender = /<([^>]+)>\s*$/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
      if (isUnreachableAddress(sender)) {
        ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'must be a sender on a domain you own in production (not .local, .test or example.com)' });
      }
    }
  });

export type Env = z.input<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start and reports every missing or wrong variable at once. */
export function loadConfig(env: Record<string, string | undefined>) {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : DEFAULT_DATA_DIR;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    basePath: e.BASE_PATH,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    role: e.ROLE,
    workerNice: e.WORKER_NICE,
    logLevel: e.LOG_LEVEL,
    allowedOrigins: [...new Set([publicOrigin, ...(e.ALLOWED_ORIGINS ?? [])])],
    site: { serve: e.SERVE_SITE, dir: e.SITE_DIR ? path.resolve(e.SITE_DIR) : undefined, remotesJson: e.REMOTES_JSON },
    passwordPrehash: { salt: e.PASSWORD_PREHASH_SALT ?? DEV_PREHASH_SALT, suffix: e.PASSWORD_PREHASH_SUFFIX ?? DEV_PREHASH_SUFFIX },
    google: { clientId: e.GOOGLE_CLIENT_ID, certsUrl: e.GOOGLE_CERTS_URL },
    /** SUPPORT_EMAIL: every e-mail names it; the help page's two roles default to it. */
    supportEmail: e.SUPPORT_EMAIL ?? DEV_SUPPORT_EMAIL,
    supportEmails: {
      payments: e.SUPPORT_EMAIL_PAYMENTS ?? e.SUPPORT_EMAIL ?? DEV_SUPPORT_EMAIL,
      models: e.SUPPORT_EMAIL_MODELS ?? e.SUPPORT_EMAIL ?? DEV_SUPPORT_EMAIL,
    },
    storage: {
      driver: e.STORAGE_DRIVER,
      // Complete only when STORAGE_DRIVER=s3 (checked above); '' elsewhere.
      s3: {
        endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
        region: e.S3_REGION,
        bucket: e.S3_BUCKET ?? '',
        accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
      },
      /** How long a presigned link to a private object lasts. */
      urlSeconds: e.S3_URL_SECONDS,
    },
    fileUrlSecret: e.FILE_URL_SECRET ?? DEV_FILE_URL_SECRET,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    /** Worker threads screening training uploads; unset: one per core but one (at most 4); 0: on the event loop. */
    uploadWorkers: e.UPLOAD_WORKERS,
    selfieCheck: { faceMinAreaRatio: e.FACE_MIN_AREA_RATIO, blurMinVariance: e.BLUR_MIN_VARIANCE, duplicateMaxDistance: e.DUPLICATE_MAX_DISTANCE },
    likeness: {
      missThreshold: e.LIKENESS_MISS_THRESHOLD,
      refundCapPercent: e.LIKENESS_REFUND_CAP_PERCENT,
      refundWindowDays: e.LIKENESS_REFUND_WINDOW_DAYS,
    },
    trainingDeadlineMinutes: e.TRAINING_DEADLINE_MINUTES,
    /** The configured trainer and how long it takes: runtime-config hands it to the pages, the train page's estimate counts it. */
    training: { trainer: e.TRAINER, expectedMinutes: TRAINERS[e.TRAINER].expectedMinutes },
    engine: {
      kind: e.IMAGE_ENGINE,
      // The mock trains in MOCK_TRAINING_SECONDS for the quality trainer, scaled down as the configured trainer is faster.
      mockTrainingSeconds: e.MOCK_TRAINING_SECONDS * (TRAINERS[e.TRAINER].expectedMinutes / TRAINERS['flux-lora'].expectedMinutes),
      mockObserved: { delayMs: e.MOCK_IMAGE_DELAY_MS, callLog: e.MOCK_ENGINE_CALL_LOG },
      // Complete only when IMAGE_ENGINE names the engine (checked above); '' elsewhere.
      replicate: {
        apiToken: e.REPLICATE_API_TOKEN ?? '',
        baseUrl: e.REPLICATE_BASE_URL.replace(/\/$/, ''),
        owner: e.REPLICATE_OWNER ?? '',
        destinationModel: e.REPLICATE_DESTINATION_MODEL,
        hardware: e.REPLICATE_DESTINATION_HARDWARE,
        trainer: e.TRAINER,
        trainerVersion: e[TRAINER_VERSION_SETTINGS[e.TRAINER]] ?? '',
        trainerVersions: { 'flux-lora': e.REPLICATE_LORA_TRAINER_VERSION, 'fast-flux': e.REPLICATE_FAST_TRAINER_VERSION },
        webhookSecret: e.REPLICATE_WEBHOOK_SECRET,
      },
      cog: {
        trainerUrl: (e.COG_TRAINER_URL ?? '').replace(/\/$/, ''),
        webhookToken: e.COG_WEBHOOK_TOKEN ?? '',
        trainingTimeoutMinutes: e.COG_TRAINING_TIMEOUT_MINUTES,
        predictorUrl: (e.COG_PREDICTOR_URL ?? e.COG_TRAINER_URL ?? '').replace(/\/$/, ''),
        apiToken: e.COG_API_TOKEN,
      },
      replicateBaseModel: e.REPLICATE_BASE_MODEL,
      edits: {
        replicateInpaintVersion: e.REPLICATE_INPAINT_VERSION,
        replicateFilterVersions: { 'mirage-ghibli': e.REPLICATE_GHIBLI_VERSION ?? null },
        cogInpaintUrl: e.COG_INPAINT_URL?.replace(/\/$/, ''),
        cogFilterUrl: e.COG_FILTER_URL?.replace(/\/$/, ''),
        cogFilterWeights: { 'mirage-ghibli': e.COG_GHIBLI_WEIGHTS ?? null },
        replicateOutfitVersion: e.REPLICATE_OUTFIT_VERSION,
        replicateUpscaleVersion: e.REPLICATE_UPSCALE_VERSION,
        /** Unset: IMAGE_ENGINE=cog has no outfit model and says so (nothing is spent). */
        cogOutfitUrl: e.COG_OUTFIT_URL?.replace(/\/$/, ''),
      },
      /** The identity model free previews run on (IMAGE_ENGINE=replicate). */
      replicatePreviewModel: e.REPLICATE_PREVIEW_MODEL,
      imageDeadlineSeconds: e.IMAGE_DEADLINE_SECONDS,
    },
    mail: { transport: e.MAIL_TRANSPORT, from: e.MAIL_FROM, smtpUrl: e.SMTP_URL },
    // Secure cookies everywhere but plain-http localhost development.
    cookieSecure: new URL(publicUrl).protocol === 'https:',
    sessionDays: e.SESSION_DAYS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    payments: {
      driver: e.PAYMENTS_DRIVER,
      // Complete only when PAYMENTS_DRIVER=stripe (checked above); '' elsewhere.
      stripe: { secretKey: e.STRIPE_SECRET_KEY ?? '', webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '', apiUrl: e.STRIPE_API_URL.replace(/\/$/, '') },
    },
    jobs: { concurrency: e.JOB_CONCURRENCY, lockSeconds: e.JOB_LOCK_SECONDS, retentionDays: e.JOB_RETENTION_DAYS, stopGraceSeconds: e.JOB_STOP_GRACE_SECONDS },
    privacy: { selfieRetentionDays: e.SELFIE_RETENTION_DAYS, exportLinkHours: e.EXPORT_LINK_HOURS, previewReuseDays: e.PREVIEW_REUSE_DAYS },
    previews: {
      dailyLimit: e.PREVIEW_DAILY_LIMIT,
      retentionHours: e.PREVIEW_RETENTION_HOURS,
      /** The key of the addresses' hashes (the one-preview-per-person rule); never sent anywhere. */
      addressSecret: e.PREVIEW_ADDRESS_SECRET ?? DEV_PREVIEW_ADDRESS_SECRET,
    },
    packWaitMs: e.PACK_WAIT_SECONDS * 1000,
    promptWriter: { kind: e.PROMPT_WRITER, replicateModel: e.REPLICATE_PROMPT_MODEL },
    offers: {
      shareHost: e.SHARE_IMAGE_HOST,
      /** Where the local share host's public copies are reached from outside (Reddit, viewers). */
      sharePublicUrl: (e.SHARE_PUBLIC_URL ?? publicUrl).replace(/\/$/, ''),
      imgur: { clientId: e.IMGUR_CLIENT_ID ?? '', apiUrl: e.IMGUR_API_URL.replace(/\/$/, '') },
      reddit: { baseUrl: e.REDDIT_BASE_URL.replace(/\/$/, ''), userAgent: e.REDDIT_USER_AGENT, timeoutMs: e.REDDIT_TIMEOUT_MS },
      minAccountAgeHours: e.OFFER_MIN_ACCOUNT_AGE_HOURS,
      claimCooldownDays: e.OFFER_CLAIM_COOLDOWN_DAYS,
      maxClaims: e.OFFER_MAX_CLAIMS,
      holdSeconds: e.OFFER_HOLD_SECONDS,
      sweepSeconds: e.OFFER_SWEEP_SECONDS,
    },
    metrics: { enabled: e.METRICS, token: e.METRICS_TOKEN },
    /** Render the seeded template images' placeholder files after start (off in tests unless a test asks). */
    templateSeedFiles: e.TEMPLATE_SEED_FILES ?? e.NODE_ENV !== 'test',
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
