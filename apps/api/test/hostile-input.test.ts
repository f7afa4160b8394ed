import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  bearer,
  countAccounts,
  expectNoPasswordSecrets,
  login,
  multipartForm,
  retailerForm,
  signUp,
} from './accounts-fixtures.js';

/**
 * Every account endpoint answers bad input with a 4xx and a sentence, never a 5xx, and changes nothing.
 * One retailer lives through the whole file; after each refused request its account, profile, password
 * and session must be exactly as before.
 */
describe('account endpoints under hostile input', () => {
  const ctx = useTestApp();
  const form = retailerForm();
  const user = { id: 0, access: '', refresh: '' };

  beforeAll(async () => {
    Object.assign(user, await signUp(ctx.app, form));
  });

  const readProfile = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(user.access) })).json() as unknown;

  async function snapshot() {
    return { accounts: await countAccounts(ctx), profile: await readProfile() };
  }

  async function expectNothingChanged(before: Awaited<ReturnType<typeof snapshot>>) {
    expect(await snapshot()).toEqual(before);
    expect((await login(ctx.app, form.email as string, 'retailer')).statusCode).toBe(200);
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(renewed.statusCode, 'the session is still open').toBe(200);
    Object.assign(user, renewed.json());
  }

  async function expectClientError(response: { statusCode: number; body: string; json(): unknown }, status?: number) {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (status) expect(response.statusCode).toBe(status);
    const body = response.json() as { detail?: unknown; code?: unknown };
    expect(typeof body.detail).toBe('string');
    expect((body.detail as string).length).toBeGreaterThan(10);
    expect(typeof body.code).toBe('string');
    expectNoPasswordSecrets(response.body, [form.password as string]);
  }

  const endpoints = [
    { name: 'register', url: '/api/register/', signedIn: false },
    { name: 'login', url: '/api/login/', signedIn: false },
    { name: 'token refresh', url: '/api/token/refresh/', signedIn: false },
    // Signed out: with a bearer token and no refresh token, logout legitimately ends every session.
    { name: 'logout', url: '/api/logout/', signedIn: false },
    { name: 'update profile', url: '/api/update-profile/', signedIn: true },
    { name: 'update password', url: '/api/update-password/', signedIn: true },
  ];

  const send = (url: string, signedIn: boolean, payload: string | Buffer, contentType?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        ...(signedIn ? bearer(user.access) : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
    });

  const badBodies: Array<[string, string | (() => string), string | undefined, number | undefined]> = [
    ['malformed JSON', '{"username": "priya@example.com", "password": ', 'application/json', 400],
    ['JSON with a trailing comma', '{"refresh": "x",}', 'application/json', 400],
    ['an empty JSON body', '', 'application/json', 400],
    ['a JSON list', '[]', 'application/json', 400],
    ['JSON null', 'null', 'application/json', 400],
    ['a JSON string', '"hello"', 'application/json', 400],
    ['a JSON number', '42', 'application/json', 400],
    ['a __proto__ key', '{"__proto__": {"verified": true}, "refresh": "x"}', 'application/json', 400],
    ['a constructor.prototype key', '{"constructor": {"prototype": {"verified": true}}}', 'application/json', 400],
    ['a 20 MB body', () => JSON.stringify({ refresh: 'x'.repeat(20 * 1024 * 1024) }), 'application/json', 413],
    ['XML', '<user><username>priya</username></user>', 'application/xml', undefined],
    ['a URL-encoded form', 'username=priya&password=secret', 'application/x-www-form-urlencoded', undefined],
    ['plain text', 'let me in', 'text/plain', undefined],
  ];

  for (const endpoint of endpoints) {
    describe(endpoint.name, () => {
      it.each(badBodies)(
        '%s gets a 4xx with a clear message and changes nothing',
        async (_label, body, type, status) => {
          const before = await snapshot();
          const payload = typeof body === 'function' ? body() : body;
          // Without a token, logout answers 401 before it reads the body: any 4xx will do there.
          const expected = endpoint.name === 'logout' ? undefined : status;
          await expectClientError(await send(endpoint.url, endpoint.signedIn, payload, type), expected);
          await expectNothingChanged(before);
        },
      );

      it('a body that claims to be multipart but is not gets a 4xx and changes nothing', async () => {
        const before = await snapshot();
        await expectClientError(
          await send(endpoint.url, endpoint.signedIn, 'just some text', 'multipart/form-data; boundary=XYZ'),
        );
        await expectNothingChanged(before);
      });

      it('a multipart body without a boundary gets a 4xx and changes nothing', async () => {
        const before = await snapshot();
        await expectClientError(await send(endpoint.url, endpoint.signedIn, 'garbage', 'multipart/form-data'));
        await expectNothingChanged(before);
      });

      it('a multipart body cut off in the middle gets a 4xx and changes nothing', async () => {
        const before = await snapshot();
        const cut = '--XYZ\r\nContent-Disposition: form-data; name="shop_name"\r\n\r\nNair';
        await expectClientError(await send(endpoint.url, endpoint.signedIn, cut, 'multipart/form-data; boundary=XYZ'));
        await expectNothingChanged(before);
      });
    });
  }

  describe('the NUL character, which PostgreSQL text cannot hold', () => {
    it('in a registration name: 4xx, no account', async () => {
      const before = await snapshot();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: retailerForm({ firstName: 'Pri\u0000ya' }),
      });
      await expectClientError(response);
      await expectNothingChanged(before);
    });

    it('in a registration address: 4xx, no account', async () => {
      const before = await snapshot();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: retailerForm({ address: '12 Broadway\u0000, Kochi' }),
      });
      await expectClientError(response);
      await expectNothingChanged(before);
    });

    it('in the login email: 4xx', async () => {
      const response = await login(ctx.app, `priya\u0000@example.com`, 'retailer');
      await expectClientError(response);
    });

    it('in a profile field sent as JSON: 4xx, profile unchanged', async () => {
      const before = await snapshot();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/update-profile/',
        headers: bearer(user.access),
        payload: {
          shop_name: 'Nair\u0000 Stores',
          contact_number: '9847012345',
          address: 'Kochi',
          gst_number: '32AAGCN1234A1Z9',
          license_number: 'L-1',
          pan_card: 'AAGCN1234A',
        },
      });
      await expectClientError(response);
      await expectNothingChanged(before);
    });

    it('in a profile field sent as a multipart form: 4xx, profile unchanged', async () => {
      const before = await snapshot();
      const body = multipartForm({
        shop_name: 'Nair Stores',
        contact_number: '9847012345',
        address: 'Kochi\u0000',
        gst_number: '32AAGCN1234A1Z9',
        license_number: 'L-1',
        pan_card: 'AAGCN1234A',
      });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/update-profile/',
        headers: { ...bearer(user.access), ...body.headers },
        payload: body.payload,
      });
      await expectClientError(response);
      await expectNothingChanged(before);
    });
  });

  describe('multipart forms that exceed the limits', () => {
    const sendProfileForm = (fields: Record<string, string>, files = [] as Parameters<typeof multipartForm>[1]) => {
      const body = multipartForm(fields, files);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/update-profile/',
        headers: { ...bearer(user.access), ...body.headers },
        payload: body.payload,
      });
    };

    it('too many fields: 413 and nothing changes', async () => {
      const before = await snapshot();
      const fields = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`field_${i}`, 'x']));
      await expectClientError(await sendProfileForm(fields), 413);
      await expectNothingChanged(before);
    });

    it('two files: 413 and nothing changes', async () => {
      const before = await snapshot();
      const file = { field: 'logo', filename: 'a.png', contentType: 'image/png', content: Buffer.from('x') };
      await expectClientError(
        await sendProfileForm({ shop_name: 'Nair' }, [file, { ...file, filename: 'b.png' }]),
        413,
      );
      await expectNothingChanged(before);
    });
  });

  describe('tokens', () => {
    it('a 100 KB bearer token is refused with 401', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: bearer('a'.repeat(100_000)),
      });
      await expectClientError(response, 401);
    });

    it('a bearer token with characters outside base64 is refused with 401', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer('é.ü.ñ') });
      await expectClientError(response, 401);
    });
  });

  describe('methods', () => {
    it.each(endpoints.map((endpoint) => endpoint.url))('GET %s is a JSON 404, not a page or a 5xx', async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      await expectClientError(response, 404);
    });
  });
});
