import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, reviewMessages, type PendingLicence } from '@marketplace/contract';
import { hashPassword } from '../src/auth/passwords.js';
import { retailerForm } from '../test/accounts-fixtures.js';
import { SHIPPING } from '../test/order-fixtures.js';
import { call, Cluster, DATABASE_KIND, type ApiProcess } from './harness.js';
import { LICENCE_SCAN_PDF, updateProfile } from './market.js';

/**
 * Issue 52, finding 3: two administrators approve one licence at the same moment, after the retailer changed it
 * (another number, PIN and a 2099 expiry) since they loaded the list. Against real API processes (two on
 * PostgreSQL, each administrator on its own; the one PGlite process on PGlite): both are refused with 409 and the
 * licence stays pending. Then rounds where the change and both approvals race: the licence never ends approved
 * with values no administrator saw.
 */

const ADMIN_PASSWORD = 'reliability-admin-password';
const ROUNDS = Number(process.env.RELIABILITY_APPROVAL_ROUNDS ?? 8);

describe('two administrators approve one changed licence at once', () => {
  const cluster = new Cluster({ label: 'approval_race' });
  const admins: { api: ApiProcess; token: string }[] = [];
  let retailer: { token: string; id: number; shopFields: Record<string, string> };

  const expectAnswer = (answer: { status: number; body: unknown }, status: number, what: string) => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as Record<string, unknown>;
  };

  const listed = async (admin: { api: ApiProcess; token: string }) => {
    const body = expectAnswer(
      await call(admin.api, 'GET', apiPaths.adminPendingLicences, { token: admin.token }),
      200,
      'pending licences',
    );
    return (body.licences as PendingLicence[]).find((licence) => licence.id === retailer.id);
  };

  const saveLicence = (api: ApiProcess, number: string, pin: string, validTo: string) =>
    updateProfile(
      api,
      retailer.token,
      { ...retailer.shopFields, drug_licence_20: number, drug_licence_pin: pin, drug_licence_valid_to: validTo },
      LICENCE_SCAN_PDF,
    );

  const approve = (admin: { api: ApiProcess; token: string }, version: number) =>
    call(admin.api, 'POST', apiPaths.adminApproveLicence(retailer.id), { token: admin.token, body: { version } });

  beforeAll(async () => {
    await cluster.create();
    // Administrators are made from the shell, never registered: written before any server holds the database.
    const passwordHash = await hashPassword(ADMIN_PASSWORD);
    await cluster.withSql(async (query) => {
      for (const email of ['first-admin@example.com', 'second-admin@example.com'])
        await query(
          `insert into users (email, password_hash, first_name, last_name, user_type, verification_status)
           values ($1, $2, 'Administrator', '', 'admin', 'verified')`,
          [email, passwordHash],
        );
    });
    const apis =
      DATABASE_KIND === 'postgres'
        ? await Promise.all(['A', 'B'].map((name) => cluster.start(name)))
        : [await cluster.start('only')];
    for (const [index, email] of ['first-admin@example.com', 'second-admin@example.com'].entries()) {
      const api = apis[index % apis.length] as ApiProcess;
      const body = expectAnswer(
        await call(api, 'POST', apiPaths.login, {
          body: { username: email, password: ADMIN_PASSWORD, user_type: 'admin' },
        }),
        200,
        'admin login',
      );
      admins.push({ api, token: body.access as string });
    }
    const first = apis[0] as ApiProcess;
    const form = retailerForm({ shop_name: 'Race Pharmacy' });
    const registered = expectAnswer(await call(first, 'POST', apiPaths.register, { body: form }), 201, 'register');
    const login = expectAnswer(
      await call(first, 'POST', apiPaths.login, {
        body: { username: form.email, password: form.password, user_type: 'retailer' },
      }),
      200,
      'retailer login',
    );
    retailer = {
      id: registered.id as number,
      token: login.access as string,
      shopFields: {
        shop_name: form.shop_name as string,
        contact_number: form.contactNumber as string,
        address: form.address as string,
        gst_number: form.gstNumber as string,
        license_number: form.licenseNumber as string,
        pan_card: form.panCard as string,
      },
    };
  });

  afterAll(async () => {
    await cluster.stopAll();
    expect(cluster.unexpectedExits).toEqual([]);
    await cluster.destroy();
  });

  it('both are refused with 409 and the licence stays pending with the new values', async () => {
    const [first, second] = admins as [(typeof admins)[0], (typeof admins)[0]];
    await saveLicence(first.api, 'KL-EKM-20-100001', SHIPPING.portal_code, '2030-03-31');
    const [seenByFirst, seenBySecond] = await Promise.all([listed(first), listed(second)]);
    expect(seenByFirst?.version).toBe(seenBySecond?.version);

    // The retailer swaps the licence after both loaded the list.
    await saveLicence(first.api, 'KL-EKM-20-999999', '682035', '2099-12-31');

    const answers = await Promise.all([approve(first, seenByFirst!.version), approve(second, seenBySecond!.version)]);
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body).toMatchObject({ detail: reviewMessages.licenceChanged });
    }
    const now = await listed(first);
    expect(now).toMatchObject({
      licence_status: 'pending',
      drug_licence_20: 'KL-EKM-20-999999',
      drug_licence_pin: '682035',
      drug_licence_valid_to: '2099-12-31',
    });
  });

  it('on the version both saw, exactly one of two simultaneous decisions is taken', async () => {
    const [first, second] = admins as [(typeof admins)[0], (typeof admins)[0]];
    const seen = (await listed(first))!;
    const answers = await Promise.all([approve(first, seen.version), approve(second, seen.version)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it(`in ${ROUNDS} rounds the change and both approvals race: the licence always ends pending for review`, async () => {
    const [first, second] = admins as [(typeof admins)[0], (typeof admins)[0]];
    for (let round = 0; round < ROUNDS; round += 1) {
      await saveLicence(first.api, `KL-EKM-20-2${String(round).padStart(5, '0')}`, SHIPPING.portal_code, '2031-01-31');
      const seen = (await listed(first))!;
      const swapped = `KL-EKM-20-3${String(round).padStart(5, '0')}`;
      const [, ...answers] = await Promise.all([
        saveLicence(second.api, swapped, '682035', '2099-12-31'),
        approve(first, seen.version),
        approve(second, seen.version),
      ]);
      // At most one approval of what was seen; it may land before the change, which then sends it back to review.
      expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      expect(await listed(first)).toMatchObject({ licence_status: 'pending', drug_licence_20: swapped });
    }
  });
});
