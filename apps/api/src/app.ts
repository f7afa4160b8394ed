import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiPaths, MAX_IMAGE_BYTES } from '@marketplace/contract';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerPrivateAnswers } from './http/private-answers.js';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from './http/encoded-answers.js';
import { errorResponse } from './http/error-body.js';
import { changesCatalog } from './http/response-cache.js';
import { securityHeadersOf } from './http/security-headers.js';
import { registerStaticFiles } from './http/web-app.js';
import { pruneCatalogWrites } from './modules/catalog/catalog-generations.js';
import { createMainPictureOf } from './modules/catalog/main-picture.js';
import { startExpiryJob } from './modules/orders/expiry-job.js';
import { startDeadlinesJob } from './jobs/deadlines-job.js';
import { registerRoutes } from './routes.js';
import { createServices, type Services } from './services.js';
import { fastifyTrustProxy } from './trust-proxy-setting.js';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** How often due refunds (new, or waiting for a retry) are sent to the payment provider. */
const REFUND_DELIVERY_EVERY_MS = 5_000;
/** How often this process looks for due e-mail notifications (other processes' commits, retries, lapsed leases). */
const MAIL_DELIVERY_EVERY_MS = 1_000;
/** How often notes of catalogue writes older than any generation still checked against are dropped. */
const PRUNE_CATALOG_WRITES_EVERY_MS = 10 * 60_000;

/** Runs `task` every `ms` until the app closes, without keeping the process alive for it. */
function repeatUntilClose(app: FastifyInstance, ms: number, task: () => void) {
  const timer = setInterval(task, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise the configured one is opened and migrated. */
  database?: DatabaseHandle;
  /** Accept administration commands from the shell through the running server. */
  adminControlSecret?: string;
  /** Run periodic jobs (expiring unpaid orders, sending refunds) in this process. */
  runJobs?: boolean;
}

export type App = FastifyInstance & { database: DatabaseHandle; services: Services };

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-secret"]',
  '*.password',
  '*.old_password',
  '*.new_password',
  '*.confirm_password',
  '*.access',
  '*.refresh',
  '*.delivery_code',
];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  await mkdir(config.media.dir, { recursive: true });
  const database = options.database ?? (await openDatabase(config));
  if (!options.database) await migrateDatabase(database, config.databaseUrl);

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    bodyLimit: 1024 * 1024,
    // Off unless configured: otherwise a client picks its own address (and rate-limit key) in X-Forwarded-For.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Addresses the router itself refuses (bad percent-encoding, over-long parameters) get the usual error body.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .status(status)
        .send(errorResponse('validation', 'This address is not valid. Check the link and try again.'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('authUser', null);
  registerErrorHandler(app);

  const securityHeaders = securityHeadersOf(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  registerPrivateAnswers(app);
  // JSON answers to browsers go out compressed; requests are never decompressed (bodies stay within bodyLimit as sent).
  await app.register(compress, {
    encodings: ANSWER_ENCODINGS,
    brotliOptions: BROTLI_OPTIONS,
    threshold: COMPRESS_THRESHOLD_BYTES,
    globalDecompression: false,
  });
  // With REDIS_URL the counters live in Redis, so several API processes share one limit per client.
  // ioredis is loaded only then.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, hook: 'preHandler', ...(redis ? { redis, skipOnError: true } : {}) });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 10_000 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Wholesale marketplace API', version: VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiPaths.docs, staticCSP: true });

  const services = createServices(database.db, config, app.log);
  app.addHook('onClose', () => services.refunds.idle());
  await services.cacheInvalidation.listen();
  app.addHook('onClose', () => services.cacheInvalidation.close());
  // A successful change may alter what the catalogue shows (stock, prices, names, ratings): every process starts afresh.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 400 && changesCatalog(request)) services.cacheInvalidation.invalidate();
    done();
  });
  await registerRoutes(app, services, {
    config,
    databaseKind: database.kind,
    version: VERSION,
    adminControlSecret: options.adminControlSecret,
  });
  await registerStaticFiles(app, {
    mediaDir: config.media.dir,
    webDistDir: config.serveWeb ? config.webDistDir : null,
    mainPictureOf: createMainPictureOf(services.catalog, services.responseCache),
    // A page is drawn from the answers the browser would get: the same routes, kept answers and headers.
    apiAnswer: async (path) => {
      const response = await app.inject({ method: 'GET', url: path });
      return response.statusCode === 200 ? response.json() : null;
    },
    keepPage: services.responseCache.text,
  });

  if (options.runJobs) {
    const stopExpiry = startExpiryJob(
      database.db,
      services.confirmation,
      config.expireUnpaidOrdersEverySeconds,
      app.log,
      services.cacheInvalidation.invalidate,
    );
    app.addHook('onClose', async () => stopExpiry());
    const stopDeadlines = startDeadlinesJob(
      database.db,
      services.deadlinePasses,
      config.deadlines.everySeconds,
      app.log,
    );
    app.addHook('onClose', async () => stopDeadlines());
    repeatUntilClose(app, REFUND_DELIVERY_EVERY_MS, services.refunds.kick);
    const { routePayouts } = services;
    if (routePayouts) repeatUntilClose(app, REFUND_DELIVERY_EVERY_MS, routePayouts.kick);
    repeatUntilClose(app, config.payouts.everySeconds * 1000, () => {
      services.payouts.run().catch((error: unknown) => app.log.error({ err: error }, 'the payout run failed'));
    });
    repeatUntilClose(app, PRUNE_CATALOG_WRITES_EVERY_MS, () => {
      pruneCatalogWrites(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not prune the notes of catalogue writes'),
      );
    });
    const stopMail = services.mail.start(MAIL_DELIVERY_EVERY_MS);
    app.addHook('onClose', stopMail);
  }
  if (!options.database) app.addHook('onClose', () => database.close());
  const built = app as unknown as App;
  built.decorate('database', database);
  built.decorate('services', services);
  return built;
}

export const newAdminControlSecret = () => randomBytes(32).toString('base64url');
