import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { apiPaths, DEFAULT_PLATFORM_CHARGE_PERCENT, GSTIN_PATTERN } from '@marketplace/contract';
import { trustProxySetting, type TrustProxy } from './trust-proxy-setting.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

/** The marketplace's own GST identity: supplier of the shipping & platform charge. */
export interface PlatformIdentity {
  gstin: string;
  legalName: string;
  address: string;
}

/** The demo identity (Maharashtra); a real deployment sets PLATFORM_GSTIN, PLATFORM_LEGAL_NAME and PLATFORM_ADDRESS. */
export const DEFAULT_PLATFORM: PlatformIdentity = {
  gstin: '27AAFCW4321M1Z2',
  legalName: 'Wholesale Marketplace Private Limited',
  address: '4th Floor, Kurla Complex, Andheri Kurla Road, Andheri East, Mumbai 400059',
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: seconds(7 * 24 * 60 * 60),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
    MEDIA_DIR: z.string().optional(),
    MEDIA_BASE_URL: z.string().default('/media'),
    PRIVATE_FILES_DIR: z.string().optional(),
    PLATFORM_CHARGE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_PLATFORM_CHARGE_PERCENT),
    /** The marketplace as a GST supplier: of its own charge, and the e-commerce operator on sellers' e-invoices. */
    PLATFORM_GSTIN: z
      .string()
      .regex(GSTIN_PATTERN, `PLATFORM_GSTIN must be a GSTIN such as ${DEFAULT_PLATFORM.gstin}`)
      .default(DEFAULT_PLATFORM.gstin),
    PLATFORM_LEGAL_NAME: z.string().trim().min(1).default(DEFAULT_PLATFORM.legalName),
    PLATFORM_ADDRESS: z.string().trim().min(1).default(DEFAULT_PLATFORM.address),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REDIS_URL: z.url().optional(),
    SEED_DEMO_DATA: flag(true),
    SERVE_WEB: flag(true),
    RATE_LIMIT_MAX_LOGIN: z.coerce.number().int().positive().default(20),
    /** Login attempts per minute from one address, whatever the accounts; unset: 1.5 × RATE_LIMIT_MAX_LOGIN, ≥ 30. */
    RATE_LIMIT_MAX_LOGIN_PER_ADDRESS: z.coerce.number().int().positive().optional(),
    TRUST_PROXY: trustProxySetting,
    RATE_LIMIT_MAX_REGISTER: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_MAX_REFRESH: z.coerce.number().int().positive().default(120),
    /** Products one wholesaler may create in an hour. */
    RATE_LIMIT_PRODUCT_CREATE: z.coerce.number().int().positive().default(600),
    /** Per signed-in user and minute: tax invoice and credit note PDFs, quick-order checks, buy-again reorders. */
    RATE_LIMIT_DOCUMENTS: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_QUICK_ORDER: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_REORDER: z.coerce.number().int().positive().default(30),
    EXPIRE_UNPAID_ORDERS_EVERY_SECONDS: seconds(60),
    /** How often the deadlines job looks for shipped orders due for automatic delivery. */
    DEADLINES_EVERY_SECONDS: seconds(60),
    /** A shipped order nobody confirms is delivered by itself this long after shipping (14 days). */
    AUTO_DELIVER_SECONDS: seconds(14 * 24 * 3600),
    /** How long after delivery the retailer may report a problem (7 days). */
    CLAIM_WINDOW_SECONDS: seconds(7 * 24 * 3600),
    /** How long a seller has to answer a claim, and a retailer to escalate a rejected one (3 days). */
    CLAIM_RESPONSE_SECONDS: seconds(3 * 24 * 3600),
    /** How sellers are paid: a bank file the administrator uploads, or Razorpay Route transfers (docs/payments.md). */
    PAYOUT_PROVIDER: z.enum(['manual', 'razorpay_route']).default('manual'),
    /** How often the payout run looks for sellers to pay (a day). */
    PAYOUT_EVERY_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .max(2_000_000)
      .default(24 * 3600),
    /** The least available balance a payout is made for. */
    PAYOUT_MINIMUM_RUPEES: z.coerce.number().min(1).max(10_000_000).default(100),
    /** Payouts wait this long after payout details change, so a stolen login cannot redirect them at once (a day). */
    PAYOUT_DETAILS_COOLDOWN_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(24 * 3600),
    CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…')
      .optional(),
    MAIL_FROM: z.string().min(3).default('"Wholesale Marketplace" <no-reply@localhost>'),
    PUBLIC_URL: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENT_PROVIDER=razorpay` });
      }
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir; 'memory': a throwaway one (tests). */
  databaseUrl: string | undefined;
  pgliteDir: string | 'memory';
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  payments: {
    provider: 'sandbox' | 'razorpay';
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    apiBase: string;
    checkoutUrl: string;
  };
  media: { dir: string; baseUrl: string };
  /** Files only their owner and administrators read (licence scans); never served as media. */
  privateFilesDir: string;
  platformChargePercent: number;
  platform: PlatformIdentity;
  logLevel: string;
  redisUrl: string | undefined;
  seedDemoData: boolean;
  serveWeb: boolean;
  webDistDir: string;
  /** Which proxies' `X-Forwarded-For` entries are believed; false: the client address is the connection's. */
  trustProxy: TrustProxy;
  rateLimits: {
    /** Login attempts per minute for one account, from any address. */
    login: number;
    /** Login attempts per minute from one address, for any accounts. */
    loginPerAddress: number;
    register: number;
    refresh: number;
    productCreate: number;
    /** Per user and minute. */
    documents: number;
    quickOrder: number;
    reorder: number;
  };
  expireUnpaidOrdersEverySeconds: number;
  deadlines: {
    everySeconds: number;
    autoDeliverSeconds: number;
    claimWindowSeconds: number;
    claimResponseSeconds: number;
  };
  payouts: {
    provider: 'manual' | 'razorpay_route';
    everySeconds: number;
    minimumPaise: number;
    detailsCooldownSeconds: number;
  };
  /** How long this process reuses a public catalogue answer; 0 turns the cache off. */
  catalogCacheSeconds: number;
  mail: {
    /** Unset: messages are written as .eml files into `dir` instead of being sent. */
    smtpUrl: string | undefined;
    from: string;
    dir: string;
  };
  /** The address people open the web app at; links in e-mails start with it. */
  publicUrl: string;
}

/** Reads the JWT secret from the data folder, creating it on first start so restarts keep sessions valid. */
function storedSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

/** Parses and checks the environment once; everything else imports the result. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(env.DATA_DIR ? baseDir : REPO_ROOT, e.DATA_DIR);
  const sandboxKeyId = 'rzp_test_sandbox';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    jwtSecret: e.JWT_SECRET ?? storedSecret(dataDir, 'jwt-secret'),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    payments:
      e.PAYMENT_PROVIDER === 'razorpay'
        ? {
            provider: 'razorpay',
            keyId: e.RAZORPAY_KEY_ID ?? '',
            keySecret: e.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
            apiBase: e.RAZORPAY_API_BASE,
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
          }
        : {
            provider: 'sandbox',
            keyId: sandboxKeyId,
            keySecret: e.RAZORPAY_KEY_SECRET ?? storedSecret(dataDir, 'sandbox-key-secret'),
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? storedSecret(dataDir, 'sandbox-webhook-secret'),
            apiBase: e.RAZORPAY_API_BASE,
            checkoutUrl: apiPaths.sandboxCheckoutScript,
          },
    media: {
      dir: path.resolve(baseDir, e.MEDIA_DIR ?? path.join(dataDir, 'media')),
      baseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    },
    privateFilesDir: path.resolve(baseDir, e.PRIVATE_FILES_DIR ?? path.join(dataDir, 'private')),
    platformChargePercent: e.PLATFORM_CHARGE_PERCENT,
    platform: { gstin: e.PLATFORM_GSTIN, legalName: e.PLATFORM_LEGAL_NAME, address: e.PLATFORM_ADDRESS },
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    seedDemoData: e.SEED_DEMO_DATA,
    serveWeb: e.SERVE_WEB,
    webDistDir: path.join(REPO_ROOT, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      login: e.RATE_LIMIT_MAX_LOGIN,
      loginPerAddress: e.RATE_LIMIT_MAX_LOGIN_PER_ADDRESS ?? Math.max(30, Math.ceil(e.RATE_LIMIT_MAX_LOGIN * 1.5)),
      register: e.RATE_LIMIT_MAX_REGISTER,
      refresh: e.RATE_LIMIT_MAX_REFRESH,
      productCreate: e.RATE_LIMIT_PRODUCT_CREATE,
      documents: e.RATE_LIMIT_DOCUMENTS,
      quickOrder: e.RATE_LIMIT_QUICK_ORDER,
      reorder: e.RATE_LIMIT_REORDER,
    },
    expireUnpaidOrdersEverySeconds: e.EXPIRE_UNPAID_ORDERS_EVERY_SECONDS,
    deadlines: {
      everySeconds: e.DEADLINES_EVERY_SECONDS,
      autoDeliverSeconds: e.AUTO_DELIVER_SECONDS,
      claimWindowSeconds: e.CLAIM_WINDOW_SECONDS,
      claimResponseSeconds: e.CLAIM_RESPONSE_SECONDS,
    },
    payouts: {
      provider: e.PAYOUT_PROVIDER,
      everySeconds: e.PAYOUT_EVERY_SECONDS,
      minimumPaise: Math.round(e.PAYOUT_MINIMUM_RUPEES * 100),
      detailsCooldownSeconds: e.PAYOUT_DETAILS_COOLDOWN_SECONDS,
    },
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, dir: path.join(dataDir, 'mail') },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}
