import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginRequest,
  logoutRequest,
  refreshRequest,
  registerRequest,
  reviewDecisionRequest,
  updatePasswordRequest,
  updateRetailerProfileRequest,
  updateWholesalerProfileRequest,
} from '@marketplace/contract';
import { buildApp, type App } from '../../src/app.js';
import { ADMIN_CONTROL_PATH } from '../../src/modules/admin/admin-control.routes.js';
import { pngPicture, retailerForm, wholesalerForm } from '../accounts-fixtures.js';
import {
  type Actor,
  anyone,
  authOf,
  changedParts,
  createActor,
  createApplicant,
  databaseState,
  fuzzIt,
  type FuzzState,
  hostileMultipart,
  hostileJsonBody,
  MULTIPART,
  multipartBody,
  PASSWORD,
  prepareFuzzState,
  printFuzzSummary,
  renewEndedSessions,
  retailerFormFor,
  schemaKeys,
  useHostileApp,
  wholesalerFormFor,
} from './hostile-fixtures.js';

/**
 * Accounts, administration and the system's own addresses (health, config, API docs, media) under fuzzed bodies,
 * query strings, path parameters and headers. See hostile-fixtures.ts for the generators and the checks.
 */
describe('account, administration and system endpoints under fuzzed input', () => {
  const ctx = useHostileApp();
  const state = {} as FuzzState;
  /** Accounts of their own for the endpoints whose success changes the account (sessions, password). */
  const own = {} as { sessions: Actor; password: Actor; logins: Actor; wholesalerProfile: Actor };
  const refreshTokens: string[] = [];
  const applicants: number[] = [];
  const CONTROL_SECRET = 'hostile-admin-control-secret-0123456789';
  let controlApp: App;
  let picture: Buffer;

  beforeAll(async () => {
    await prepareFuzzState(ctx, state);
    own.sessions = await createActor(ctx, 'retailerA', retailerFormFor('Sesha'));
    own.password = await createActor(ctx, 'retailerA', retailerFormFor('Pari'));
    own.logins = await createActor(ctx, 'retailerA', retailerFormFor('Lata'));
    own.wholesalerProfile = await createActor(ctx, 'wholesalerA', wholesalerFormFor('Wasim'));
    // Each refresh token works once; a handful of real ones lets the fuzz succeed now and then.
    for (let index = 0; index < 5; index += 1) {
      const again = await createActor(ctx, 'retailerB', retailerFormFor(`Refresh${index}`));
      refreshTokens.push(again.refresh!);
    }
    for (let index = 0; index < 3; index += 1) applicants.push(await createApplicant(ctx, `Applicant${index}`));
    picture = await pngPicture();
    // The shell's route exists only in a server started with a control secret: a second app on the same database.
    controlApp = await buildApp(ctx.config, { database: ctx.database, adminControlSecret: CONTROL_SECRET });
    await controlApp.ready();
  }, 300_000);

  afterAll(async () => {
    await controlApp?.close();
  });

  printFuzzSummary();

  /* ---------- system ---------- */

  fuzzIt(ctx, state, 'GET /api/health', () => ({ method: 'GET', path: '/api/health', as: anyone(state.world) }));
  fuzzIt(ctx, state, 'GET /api/config', () => ({ method: 'GET', path: '/api/config', as: anyone(state.world) }));
  fuzzIt(ctx, state, 'GET /api/docs/json', () => ({ method: 'GET', path: '/api/docs/json', as: anyone(state.world) }));
  fuzzIt(ctx, state, 'GET /api/docs/static/:file', () => ({
    method: 'GET',
    path: '/api/docs/static/:file',
    realParams: ['index.css', 'swagger-ui.css', 'swagger-initializer.js'],
    as: anyone(state.world),
    headerNames: ['range', 'if-none-match', 'if-modified-since'],
  }));
  fuzzIt(ctx, state, 'GET /media/:file', () => ({
    method: 'GET',
    path: '/media/:file',
    realParams: ['logos', 'products', '..', '.%2E'],
    as: anyone(state.world),
    headerNames: ['range', 'if-none-match', 'if-modified-since'],
  }));

  /* ---------- accounts ---------- */

  const emails = fc.nat({ max: 50 }).map((n) => `fuzz.register.${n}@example.com`);

  fuzzIt(ctx, state, 'POST /api/register/', () => ({
    method: 'POST',
    path: '/api/register/',
    as: anyone(state.world),
    json: {
      keys: schemaKeys(registerRequest),
      valid: fc.oneof(
        emails.map((email) => retailerForm({ email }) as Record<string, unknown>),
        emails.map((email) => wholesalerForm({ email }) as Record<string, unknown>),
      ),
    },
  }));

  fuzzIt(ctx, state, 'POST /api/login/', () => ({
    method: 'POST',
    path: '/api/login/',
    as: anyone(state.world),
    json: {
      keys: schemaKeys(loginRequest),
      valid: fc.constantFrom<Record<string, unknown>>(
        { username: own.logins.email, password: PASSWORD, user_type: 'retailer' },
        { username: own.logins.email, password: PASSWORD, user_type: 'wholesaler' },
        { username: state.world.actors.admin.email, password: 'wrong-password', user_type: 'retailer' },
      ),
    },
  }));

  fuzzIt(ctx, state, 'POST /api/token/refresh/', () => ({
    method: 'POST',
    path: '/api/token/refresh/',
    as: anyone(state.world),
    json: {
      keys: schemaKeys(refreshRequest),
      valid: fc.constantFrom(...refreshTokens, ...state.hostileAuth).map((refresh) => ({ refresh })),
    },
    // Replaying a rotated refresh token is refused and, on purpose, ends that token's session (issue 52).
    refusedMayChange: (response) =>
      response.statusCode === 401 && (response.json() as { detail?: string }).detail === 'Token is blacklisted'
        ? ['sessions', 'refresh_tokens']
        : [],
  }));

  fuzzIt(ctx, state, 'POST /api/logout/', () => ({
    method: 'POST',
    path: '/api/logout/',
    as: [own.sessions.auth, {}],
    json: {
      keys: schemaKeys(logoutRequest),
      valid: fc.constantFrom<Record<string, unknown>>({}, { refresh: own.sessions.refresh }),
    },
    // A logout ends sessions at once: whoever was logged out (any actor's token may be drawn) logs in again.
    afterCase: () => renewEndedSessions(ctx, [...Object.values(state.world.actors), own.sessions]),
  }));

  fuzzIt(ctx, state, 'GET /api/profile', () => ({
    method: 'GET',
    path: '/api/profile',
    as: authOf(state.world, 'retailerA', 'retailerB', 'unverifiedWholesaler', 'wholesalerA', 'wholesalerB', 'admin'),
  }));

  const retailerProfile = {
    shop_name: 'Asha Stores',
    contact_number: '9847012345',
    address: '12 Broadway, Kochi',
    gst_number: '32AAGCN1234A1Z9',
    license_number: 'KL-EKM-2021-778',
    pan_card: 'AAGCN1234A',
  };
  const wholesalerProfile = {
    company_name: 'Wasim Traders',
    gst_number: '24AAACM5678B1Z3',
    address: '5 Relief Road, Ahmedabad',
    company_description: 'Textiles and garments wholesale.',
    years_in_business: '12',
    contact_number: '+919824012345',
  };
  const profileKeys = [...schemaKeys(updateRetailerProfileRequest), ...schemaKeys(updateWholesalerProfileRequest)];

  /** Multipart forms (the browser's way) and JSON objects (also accepted) for the profile form. */
  const profileBodies = (valid: Record<string, string>) => {
    const multipart = hostileMultipart(profileKeys, valid, picture);
    return {
      sane: multipart.sane,
      hostile: fc.oneof(
        { weight: 3, arbitrary: multipart.hostile },
        { weight: 2, arbitrary: hostileJsonBody(profileKeys, fc.constant(valid)) },
      ),
    };
  };

  fuzzIt(ctx, state, 'POST /api/update-profile/ (retailer)', () => ({
    method: 'POST',
    path: '/api/update-profile/',
    as: authOf(state.world, 'retailerA'),
    body: profileBodies(retailerProfile),
  }));

  fuzzIt(ctx, state, 'POST /api/update-profile/ (wholesaler, with logo)', () => ({
    method: 'POST',
    path: '/api/update-profile/',
    as: [own.wholesalerProfile.auth, state.world.actors.unverifiedWholesaler.auth, state.world.actors.admin.auth],
    body: profileBodies(wholesalerProfile),
  }));

  // Found while probing the multipart form: the logo is stored before the profile is written, and nothing removes
  // it when the database then refuses the text (a NUL character): every refused request leaves a file behind.
  it('a profile update the database refuses leaves no logo file behind', async () => {
    const before = await databaseState(ctx);
    const fields = { ...wholesalerProfile, company_name: 'Wasim\u0000Traders' };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/update-profile/',
      headers: { ...own.wholesalerProfile.auth, 'content-type': MULTIPART },
      payload: multipartBody(Object.entries(fields), [
        { field: 'logo', filename: 'logo.png', contentType: 'image/png', content: picture },
      ]),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(changedParts(before, await databaseState(ctx))).toEqual([]);
  });

  fuzzIt(ctx, state, 'POST /api/update-password/', () => ({
    method: 'POST',
    path: '/api/update-password/',
    as: [own.password.auth],
    json: {
      keys: schemaKeys(updatePasswordRequest),
      valid: fc.constant({ old_password: PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD }),
    },
    // A password change ends every session of the account: its owner logs in again for the next case.
    afterCase: () => renewEndedSessions(ctx, [...Object.values(state.world.actors), own.password]),
  }));

  /* ---------- administration ---------- */

  fuzzIt(ctx, state, 'GET /api/admin/wholesalers/pending/', () => ({
    method: 'GET',
    path: '/api/admin/wholesalers/pending/',
    as: authOf(state.world, 'admin'),
  }));

  for (const decision of ['verify', 'reject'] as const)
    fuzzIt(ctx, state, `POST /api/admin/wholesalers/:id/${decision}/`, () => ({
      method: 'POST',
      path: `/api/admin/wholesalers/:id/${decision}/`,
      realParams: [...applicants, state.world.actors.retailerB.id!, state.world.actors.admin.id!],
      as: authOf(state.world, 'admin'),
      // The version of the record the administrator saw (issue 52); a registered wholesaler is at version 1.
      json: { keys: schemaKeys(reviewDecisionRequest), valid: fc.constantFrom({ version: 1 }, { version: 2 }) },
    }));

  fuzzIt(
    ctx,
    state,
    `POST ${ADMIN_CONTROL_PATH}`,
    () => ({
      method: 'POST',
      path: ADMIN_CONTROL_PATH,
      as: anyone(state.world),
      json: {
        keys: ['command', 'email', 'password'],
        valid: fc.constantFrom<Record<string, unknown>>(
          { command: 'list-pending' },
          { command: 'verify', email: 'nobody@example.com' },
          { command: 'reject', email: state.world.actors.retailerA.email },
        ),
      },
      headerNames: ['x-admin-secret'],
      saneHeaders: fc.constantFrom<Record<string, string>>(
        { 'x-admin-secret': CONTROL_SECRET },
        { 'x-admin-secret': 'wrong' },
        {},
      ),
    }),
    { context: () => ({ ...ctx, app: controlApp as typeof ctx.app }) },
  );
});
