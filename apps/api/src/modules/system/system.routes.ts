import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, GST_STATES, gstRatesInForce, healthResponse, publicConfigResponse } from '@marketplace/contract';
import type { Config } from '../../config.js';
import type { DatabaseKind } from '../../db/client.js';

export const systemRoutes =
  ({
    config,
    databaseKind,
    version,
  }: {
    config: Config;
    databaseKind: DatabaseKind;
    version: string;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(apiPaths.health, { schema: { response: { 200: healthResponse } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: databaseKind, version };
    });

    app.get(apiPaths.config, { schema: { response: { 200: publicConfigResponse } } }, async () => ({
      platform_charge_percent: config.platformChargePercent,
      payment_provider: config.payments.provider,
      checkout_script_url: config.payments.checkoutUrl,
      currency: 'INR' as const,
      gst_rates: gstRatesInForce(),
      states: [...GST_STATES],
    }));
  };
