import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import type { RegisterRequest } from '@marketplace/contract';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { sessions, users } from '../src/db/schema.js';
import { createAdminService } from '../src/modules/admin/admin.service.js';
import { useTestApp, type TestContext } from './helper.js';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.com`;

export function retailerForm(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    firstName: 'Priya',
    lastName: 'Nair',
    email: uniqueEmail('retailer'),
    password: 'a-strong-password',
    confirmPassword: 'a-strong-password',
    userType: 'retailer',
    gstNumber: '32AAGCN1234A1Z9',
    contactNumber: '9847012345',
    address: '12 Broadway, Kochi, Kerala 682031',
    shop_name: 'Nair Provisions',
    licenseNumber: 'KL-EKM-2021-778',
    panCard: 'AAGCN1234A',
    ...overrides,
  };
}

export function wholesalerForm(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return {
    firstName: 'Arjun',
    lastName: 'Mehta',
    email: uniqueEmail('wholesaler'),
    password: 'a-strong-password',
    confirmPassword: 'a-strong-password',
    userType: 'wholesaler',
    gstNumber: '24AAACM5678B1Z3',
    contactNumber: '+919824012345',
    address: '5 Relief Road, Ahmedabad, Gujarat 380001',
    companyName: 'Mehta Distributors',
    companyDescription: 'Textiles and garments wholesale.',
    yearsInBusiness: '12',
    ...overrides,
  };
}

export async function register(app: App, form: RegisterRequest) {
  return app.inject({ method: 'POST', url: '/api/register/', payload: form });
}

export async function login(
  app: App,
  email: string,
  userType: 'retailer' | 'wholesaler' | 'admin',
  password = 'a-strong-password',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: email, password, user_type: userType },
  });
  return response;
}

/** Registers and logs in; returns the bearer header and tokens. */
export async function signUp(app: App, form: RegisterRequest) {
  const registered = await register(app, form);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const response = await login(app, form.email as string, form.userType as 'retailer' | 'wholesaler');
  const tokens = response.json() as { access: string; refresh: string; verified: boolean };
  return {
    ...tokens,
    id: (registered.json() as { id: number }).id,
    auth: { authorization: `Bearer ${tokens.access}` },
  };
}

export interface Account {
  id: number;
  email: string;
  auth: { authorization: string };
}

export async function signUpAccount(app: App, form: RegisterRequest): Promise<Account> {
  const signed = await signUp(app, form);
  return { id: signed.id, email: form.email as string, auth: signed.auth };
}

export const signUpRetailer = (app: App, overrides: Partial<RegisterRequest> = {}) =>
  signUpAccount(app, retailerForm(overrides));

/** A wholesaler registered through the API, approved in the database, then logged in again so its token says verified. */
export async function signUpVerifiedWholesaler(
  app: App,
  db: Database,
  overrides: Partial<RegisterRequest> = {},
): Promise<Account> {
  const form = wholesalerForm(overrides);
  const registered = await register(app, form);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const id = (registered.json() as { id: number }).id;
  await db.update(users).set({ verificationStatus: 'verified' }).where(eq(users.id, id));
  const response = await login(app, form.email as string, 'wholesaler');
  const tokens = response.json() as { access: string; verified: boolean };
  if (response.statusCode !== 200 || !tokens.verified) throw new Error(`login failed: ${response.body}`);
  return { id, email: form.email as string, auth: { authorization: `Bearer ${tokens.access}` } };
}

/* ---------- tokens ---------- */

/** The JWT secret `testConfig()` gives every test app. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const secretKey = (secret: string) => new TextEncoder().encode(secret);
const nowInSeconds = () => Math.floor(Date.now() / 1000);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The claims of a JWT, read without checking the signature (as the browser does). */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

interface AccessClaims {
  userId: number;
  userType: 'retailer' | 'wholesaler' | 'admin';
  verified: boolean;
  /** The session the token belongs to; by default one the server never opened. */
  sid?: string;
}

/** Opens a session for an account straight in the database, as a login does: tokens naming it are accepted. */
export async function openSession(db: Database, userId: number): Promise<string> {
  const id = randomUUID();
  await db.insert(sessions).values({ id, userId });
  return id;
}

/** An access token shaped like the server's, signed with any secret and expiring whenever asked. */
export function accessToken(
  { userId, userType, verified, sid = randomUUID() }: AccessClaims,
  { secret = TEST_JWT_SECRET, expiresInSeconds = 900 } = {},
) {
  return new SignJWT({ sid, user_type: userType, verified, type: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(nowInSeconds() - 3600)
    .setExpirationTime(nowInSeconds() + expiresInSeconds)
    .sign(secretKey(secret));
}

export const expiredAccessToken = (claims: AccessClaims) => accessToken(claims, { expiresInSeconds: -60 });
export const forgedAccessToken = (claims: AccessClaims) =>
  accessToken(claims, { secret: 'someone-elses-secret-that-is-also-long-enough' });

/** A refresh token shaped like the server's; by default for a session the server never opened. */
export function refreshToken(
  userId: number,
  { secret = TEST_JWT_SECRET, expiresInSeconds = 3600, jti = randomUUID() } = {},
) {
  return new SignJWT({ type: 'refresh' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuedAt(nowInSeconds() - 7200)
    .setExpirationTime(nowInSeconds() + expiresInSeconds)
    .sign(secretKey(secret));
}

/** A token that claims "no signature needed". */
export function unsignedToken(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ exp: nowInSeconds() + 900, type: 'access', ...claims })}.`;
}

/** The JSON error every refused token gets. */
export function expectTokenNotValid(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'token_not_valid', detail: expect.any(String) });
}

/* ---------- accounts ---------- */

export const ADMIN_PASSWORD = 'an-administrator-password';

/** Administrators are never registered through the API; they are created like the shell command does. */
export async function signUpAdmin(context: TestContext, email = uniqueEmail('admin')) {
  const created = await createAdminService(context.database.db).createAdmin(email, ADMIN_PASSWORD);
  const response = await login(context.app, email, 'admin', ADMIN_PASSWORD);
  const tokens = response.json() as { access: string; refresh: string };
  return { ...tokens, id: created.id, email, auth: bearer(tokens.access) };
}

/** useTestApp, with an administrator signed in before the file's tests: the one who reviews and decides. */
export function useTestAppWithAdmin(): { ctx: TestContext; admin: Account } {
  const ctx = useTestApp();
  const admin = {} as Account;
  beforeAll(async () => {
    Object.assign(admin, await signUpAdmin(ctx));
  });
  return { ctx, admin };
}

/** How many accounts exist: proof that a refused request created nothing. */
export async function countAccounts(context: TestContext): Promise<number> {
  const [row] = await context.database.db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/**
 * Asserts a body carries neither a password nor a password hash, whatever its status. A key named after a
 * password field may appear only as a list of messages about that field (`{"password": ["Password is required"]}`).
 */
export function expectNoPasswordSecrets(body: string, plainPasswords: string[] = []) {
  expect(body).not.toMatch(/\$argon2/);
  expect(body).not.toMatch(/password_?hash/i);
  for (const password of plainPasswords) expect(body).not.toContain(password);
  const leaks: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        const messages = Array.isArray(inner) && inner.every((item) => typeof item === 'string');
        if (/hash/i.test(key) || (/password/i.test(key) && !messages)) leaks.push(key);
        walk(inner);
      }
  };
  if (/^\s*[[{]/.test(body)) walk(JSON.parse(body));
  expect(leaks).toEqual([]);
}

/* ---------- multipart forms ---------- */

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body built by hand around `boundary`; fields may repeat. */
export function multipartPayload(
  boundary: string,
  fields: ReadonlyArray<readonly [string, string]>,
  files: readonly FilePart[] = [],
): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields)
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A multipart/form-data body as a browser's FormData would send it, with its content type. */
export function multipartForm(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----marketplace-test-${randomBytes(8).toString('hex')}`;
  return {
    payload: multipartPayload(boundary, Object.entries(fields), files),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 64x64 PNG picture. */
export const pngPicture = (background = '#336699') =>
  sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
