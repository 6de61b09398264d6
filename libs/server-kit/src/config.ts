import { z } from 'zod';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const csv = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : []),
  z.array(z.string()),
);

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: optionalString,
  PUBLIC_URL: optionalString,
  DATA_DIR: z.string().default('var'),
  DATABASE_URL: optionalString,
  NATS_URL: optionalString,
  MIGRATE_ON_START: optionalString,
  BUS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  LOG_LEVEL: z.string().default('info'),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString,
  WEB_DIST_DIR: z.string().default('shells/web/dist'),
  REMOTES_DIR: z.string().default('microfrontends'),
  TRUST_PROXY: optionalString,
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(72),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SIGNIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGNIN_MAX_PER_CLIENT: z.coerce.number().int().positive().default(20),
  SIGNUP_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  SIGNUP_MAX_PER_CLIENT: z.coerce.number().int().positive().default(10),
  // Prometheus metrics on their own port, never on the public one; 0 picks a free port.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_REDIRECT_URI: optionalString,
  OIDC_PROVIDER_NAME: optionalString,
  ADMIN_EMAILS: csv,
  // Documents: storage, jobs, retention.
  STORAGE_KEYS: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: z.string().default('formpath'),
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  JOB_ACK_WAIT_MS: z.coerce.number().int().positive().default(30_000),
  JOB_MAX_DELIVER: z.coerce.number().int().positive().default(4),
  OCR_CONCURRENCY: z.coerce.number().int().positive().optional(),
  PROCESS_TIMEOUT_MS: z.coerce.number().int().positive().default(180_000),
  ORIGINAL_MAX_AGE_MINUTES: z.coerce.number().positive().default(60),
  SESSION_RETENTION_HOURS: z.coerce.number().positive().default(72),
  SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  // Review: share links and the email that sends them.
  REVIEW_LINK_HOURS: z.coerce.number().positive().default(24),
  SMTP_URL: optionalString,
  SMTP_FROM: z.string().default('Formpath <no-reply@formpath.local>'),
  REVIEW_SENDS_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Attorney portal requests (token lookups) per client and minute.
  REVIEW_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Email captures (POST /api/collect-email) and unsubscribes per client and minute.
  EMAIL_CAPTURES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // Legal questions (POST /api/legal/explain) per signed-in user and minute.
  LEGAL_QUESTIONS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  ASYLUM_FOLLOW_UPS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  ASYLUM_DRAFTS_PER_MINUTE: z.coerce.number().int().positive().default(6),
  // Page images of the blank forms (GET /api/forms/{formType}/pages/{page}) per client and minute: a guide shows a few.
  FORM_PAGES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // Optional donation link shown at the end of the wizard; hidden when unset.
  DONATION_URL: optionalString,
  // Optional attorney contact banner on the landing pages (spec 1 §1); hidden when both are unset.
  ATTORNEY_PHONE: optionalString,
  ATTORNEY_MESSAGING_URL: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/** Configuration comes from the environment only: embedded or distributed is chosen here, never in code. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const raw = schema.parse(env);
  const production = raw.NODE_ENV === 'production';
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    production,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    // Origins a state-changing request may come from: PUBLIC_URL's alone when it is set; with the
    // development default, the loopback names of the same port too (127.0.0.1 is localhost).
    allowedOrigins: raw.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${raw.PORT}`),
    distributed: Boolean(raw.NATS_URL),
    // Embedded mode migrates at start; distributed mode migrates by an explicit command.
    migrateOnStart: raw.MIGRATE_ON_START ? raw.MIGRATE_ON_START === 'true' : !raw.NATS_URL,
    oidcEnabled: Boolean(raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID),
  };
};

export const APP_CONFIG = Symbol('APP_CONFIG');
