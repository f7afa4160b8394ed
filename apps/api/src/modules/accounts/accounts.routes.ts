import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  apiPaths,
  detailMessage,
  loginRequest,
  loginResponse,
  logoutRequest,
  profileResponse,
  refreshRequest,
  refreshResponse,
  registerRequest,
  registerResponse,
  reviewMessages,
  updatePasswordRequest,
  updatePasswordResponse,
} from '@marketplace/contract';
import { AppError, fieldError } from '../../errors/app-error.js';
import { currentUser, type Guards } from '../../http/authenticate.js';
import { catalogUntouched } from '../../http/response-cache.js';
import type { AccountsService } from './accounts.service.js';
import { loginLimiter } from './login-limits.js';
import type { SessionsService } from './sessions.service.js';

interface AccountsRoutesDeps {
  accounts: AccountsService;
  sessions: SessionsService;
  guards: Guards;
  rateLimits: { login: number; loginPerAddress: number; register: number; refresh: number };
}

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Reads the multipart profile form: text fields, an optional `logo` file and an optional `licence_scan` file. */
async function readProfileForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; logo: Buffer | null; licenceScan: Buffer | null }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== null && typeof body === 'object' && !Array.isArray(body))
      return { fields: body as Record<string, unknown>, logo: null, licenceScan: null };
    throw new AppError('validation', 'Send the profile as multipart/form-data.');
  }
  const fields: Record<string, unknown> = {};
  let logo: Buffer | null = null;
  let licenceScan: Buffer | null = null;
  let fileField = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        fileField = part.fieldname;
        if (part.fieldname !== 'logo' && part.fieldname !== 'licence_scan')
          throw new AppError('validation', `Unexpected file field ${part.fieldname}.`);
        const content = await part.toBuffer();
        if (content.length > 0 && part.fieldname === 'logo') logo = content;
        if (content.length > 0 && part.fieldname === 'licence_scan') licenceScan = content;
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413 && fileField === 'licence_scan') throw fieldError('licence_scan', reviewMessages.scanTooLarge);
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    // The multipart parser reports a malformed body (no boundary, cut off) as a plain error.
    throw new AppError('validation', 'The form could not be read; send it again as multipart/form-data.');
  }
  return { fields, logo, licenceScan };
}

export const accountsRoutes =
  ({ accounts, sessions, guards, rateLimits }: AccountsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const limitLogins = loginLimiter(app, { perAccount: rateLimits.login, perAddress: rateLimits.loginPerAddress });

    app.post(
      apiPaths.register,
      {
        schema: { body: registerRequest, response: { 201: registerResponse } },
        config: { ...perMinute(rateLimits.register), ...catalogUntouched },
      },
      async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
    );

    app.post(
      apiPaths.login,
      {
        schema: { body: loginRequest, response: { 200: loginResponse } },
        preHandler: limitLogins,
        config: catalogUntouched,
      },
      async (request) => sessions.login(request.body),
    );

    app.post(
      apiPaths.tokenRefresh,
      {
        schema: { body: refreshRequest, response: { 200: refreshResponse } },
        config: { ...perMinute(rateLimits.refresh), ...catalogUntouched },
      },
      async (request) => sessions.refresh(request.body.refresh),
    );

    app.post(
      apiPaths.logout,
      {
        schema: { body: logoutRequest, response: { 200: detailMessage } },
        onRequest: guards.optionalUserQuiet,
        config: catalogUntouched,
      },
      async (request) => {
        await sessions.logout(request.body?.refresh, request.authUser?.id ?? null);
        return { detail: 'Logged out.' };
      },
    );

    app.get(
      apiPaths.profile,
      { schema: { response: { 200: profileResponse } }, onRequest: guards.signedIn },
      async (request) => accounts.profile(currentUser(request).id),
    );

    app.post(
      apiPaths.updateProfile,
      { schema: { response: { 200: profileResponse } }, onRequest: guards.signedIn },
      async (request) => {
        const { fields, logo, licenceScan } = await readProfileForm(request);
        return accounts.updateProfile(currentUser(request).id, fields, logo, licenceScan);
      },
    );

    app.post(
      apiPaths.updatePassword,
      {
        schema: { body: updatePasswordRequest, response: { 200: updatePasswordResponse } },
        onRequest: guards.signedIn,
        config: catalogUntouched,
      },
      async (request) =>
        accounts.updatePassword(currentUser(request).id, request.body.old_password, request.body.new_password),
    );
  };
