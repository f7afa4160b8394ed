import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPayout,
  adminPayoutsQuery,
  adminPayoutsResponse,
  apiPaths,
  gstr8Response,
  idParam,
  ledgerCsvQuery,
  ledgerPage,
  ledgerQuery,
  markPayoutFailedRequest,
  markPayoutPaidRequest,
  monthQuery,
  payoutDetailsRequest,
  payoutDetailsResponse,
  payoutRunResponse,
  payoutsFileQuery,
  payoutsResponse,
  sellerBalance,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import { catalogUntouched } from '../../http/response-cache.js';
import type { LedgerReads } from './ledger-reads.js';
import type { PayoutDetailsService } from './payout-details.service.js';
import type { PayoutsService } from './payouts.service.js';
import type { createWithholdingReturns } from './withholding-returns.js';

interface PayoutsRoutesDeps {
  ledger: LedgerReads;
  payouts: PayoutsService;
  payoutDetails: PayoutDetailsService;
  withholdingReturns: ReturnType<typeof createWithholdingReturns>;
  guards: Guards;
}

const csvOf = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'private, no-store',
});

/** The seller's balances, statement and payouts (its own only), and the administrator's payouts and returns. */
export const payoutsRoutes =
  ({ ledger, payouts, payoutDetails, withholdingReturns, guards }: PayoutsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const onlySellers = guards.role('wholesaler');
    const onlyAdmins = guards.role('admin');

    app.get(
      apiPaths.wholesalerBalance,
      { schema: { response: { 200: sellerBalance } }, onRequest: onlySellers },
      async (request) => ledger.balance(currentUser(request).id),
    );
    app.get(
      apiPaths.wholesalerLedger,
      { schema: { querystring: ledgerQuery, response: { 200: ledgerPage } }, onRequest: onlySellers },
      async (request) => ledger.statement(currentUser(request).id, request.query),
    );
    app.get(
      apiPaths.wholesalerLedgerCsv,
      { schema: { querystring: ledgerCsvQuery }, onRequest: onlySellers },
      async (request, reply) => {
        const { month, csv } = await ledger.statementCsv(currentUser(request).id, request.query.month);
        return reply.headers(csvOf(`statement-${month}.csv`)).send(csv);
      },
    );
    app.get(
      apiPaths.wholesalerPayouts,
      { schema: { response: { 200: payoutsResponse } }, onRequest: onlySellers },
      async (request) => payouts.forSeller(currentUser(request).id),
    );
    app.get(
      apiPaths.payoutDetails,
      { schema: { response: { 200: payoutDetailsResponse } }, onRequest: onlySellers },
      async (request) => payoutDetails.get(currentUser(request).id),
    );
    app.put(
      apiPaths.payoutDetails,
      {
        schema: { body: payoutDetailsRequest, response: { 200: payoutDetailsResponse } },
        onRequest: onlySellers,
        config: catalogUntouched,
      },
      async (request) => payoutDetails.save(currentUser(request).id, request.body),
    );

    app.get(
      apiPaths.adminPayouts,
      { schema: { querystring: adminPayoutsQuery, response: { 200: adminPayoutsResponse } }, onRequest: onlyAdmins },
      async (request) => payouts.forAdmin(request.query.status),
    );
    app.get(
      apiPaths.adminPayoutsFile,
      {
        schema: { querystring: payoutsFileQuery },
        onRequest: onlyAdmins,
      },
      async (request, reply) =>
        reply.headers(csvOf(`payouts-${request.query.status}.csv`)).send(await payouts.bankFile(request.query.status)),
    );
    app.post(
      apiPaths.adminRunPayouts,
      { schema: { response: { 200: payoutRunResponse } }, onRequest: onlyAdmins, config: catalogUntouched },
      async () => payouts.run(),
    );
    app.post(
      apiPaths.adminPayoutPaid(':id'),
      {
        schema: { params: idParam, body: markPayoutPaidRequest, response: { 200: adminPayout } },
        onRequest: onlyAdmins,
        config: catalogUntouched,
      },
      async (request) => payouts.markPaid(request.params.id, request.body.utr),
    );
    app.post(
      apiPaths.adminPayoutFailed(':id'),
      {
        schema: { params: idParam, body: markPayoutFailedRequest, response: { 200: adminPayout } },
        onRequest: onlyAdmins,
        config: catalogUntouched,
      },
      async (request) => payouts.markFailed(request.params.id, request.body.reason),
    );
    app.get(
      apiPaths.adminGstr8,
      { schema: { querystring: monthQuery, response: { 200: gstr8Response } }, onRequest: onlyAdmins },
      async (request, reply) =>
        reply
          .header('content-disposition', `attachment; filename="gstr8-${request.query.month}.json"`)
          .header('cache-control', 'private, no-store')
          .send(await withholdingReturns.gstr8(request.query.month)),
    );
    app.get(
      apiPaths.adminTdsCsv,
      { schema: { querystring: monthQuery }, onRequest: onlyAdmins },
      async (request, reply) =>
        reply
          .headers(csvOf(`tds-194o-${request.query.month}.csv`))
          .send(await withholdingReturns.tdsCsv(request.query.month)),
    );
  };
