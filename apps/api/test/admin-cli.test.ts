import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register, retailerForm, uniqueEmail, wholesalerForm } from './accounts-fixtures.js';
import { adminCommand, environment, PROCESS_TIMEOUT, REPO_ROOT, TSX, withEmbeddedApp } from './admin-cli-fixtures.js';

const SERVER = 'apps/api/src/server.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('admin shell commands', () => {
  describe('with no server running, on the embedded database directly', () => {
    let dataDir = '';
    const adminEmail = uniqueEmail('boss');
    const approved = wholesalerForm({ companyName: 'Approved Traders' });
    const refused = wholesalerForm({ companyName: 'Refused Traders' });
    const retailer = retailerForm();
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-cli-'));
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('create-admin creates an administrator who can log in', { timeout: PROCESS_TIMEOUT * 2 }, async () => {
      const result = await adminCommand(dataDir, 'create-admin', adminEmail.toUpperCase(), 'boss-password-1');
      expect(result).toMatchObject({ exitCode: 0, stdout: `Administrator ${adminEmail} created.` });
      await withEmbeddedApp(dataDir, async (app) => {
        const response = await login(app, adminEmail, 'retailer', 'boss-password-1');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ user_type: 'admin' });
        for (const form of [approved, refused, retailer]) expect((await register(app, form)).statusCode).toBe(201);
      });
    });

    it('list-pending lists the waiting wholesalers with company and GSTIN', { timeout: PROCESS_TIMEOUT }, async () => {
      const result = await adminCommand(dataDir, 'list-pending');
      expect(result.exitCode).toBe(0);
      const lines = result.stdout.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain(approved.email as string);
      expect(lines[0]).toContain('Approved Traders');
      expect(lines[0]).toContain('GSTIN 24AAACM5678B1Z3');
      expect(lines[1]).toContain(refused.email as string);
      expect(result.stdout).not.toContain(retailer.email as string);
    });

    it('verify and reject decide by email', { timeout: PROCESS_TIMEOUT * 2 }, async () => {
      const verified = await adminCommand(dataDir, 'verify', approved.email as string);
      expect(verified).toMatchObject({ exitCode: 0, stdout: `${approved.email} is now verified.` });
      const rejected = await adminCommand(dataDir, 'reject', refused.email as string);
      expect(rejected).toMatchObject({ exitCode: 0, stdout: `${refused.email} is now rejected.` });
      const pending = await adminCommand(dataDir, 'list-pending');
      expect(pending.stdout).toBe('No wholesalers are waiting for verification.');
      await withEmbeddedApp(dataDir, async (app) => {
        expect((await login(app, approved.email as string, 'wholesaler')).json()).toMatchObject({ verified: true });
        expect((await login(app, refused.email as string, 'wholesaler')).json()).toMatchObject({ verified: false });
      });
    });

    it.each([
      [['verify', 'nobody@example.com'], 'Account nobody@example.com not found.'],
      // The claims service, wired as the server wires it, answers on the embedded database.
      [['decide-claim', '999', 'accept'], 'Claim not found.'],
      [['create-admin', 'short@example.com', 'short'], 'The password must be at least 8 characters.'],
      [['frobnicate'], 'Usage: npm run admin -- <command>'],
      [[], 'Usage: npm run admin -- <command>'],
      [['verify'], 'Usage: npm run admin -- <command>'],
    ])('%j fails with exit code 1 and says why', { timeout: PROCESS_TIMEOUT }, async (args, message) => {
      const result = await adminCommand(dataDir, ...args);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain(message);
    });

    it('verify refuses a retailer account', { timeout: PROCESS_TIMEOUT }, async () => {
      const result = await adminCommand(dataDir, 'verify', retailer.email as string);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain('is not a wholesaler account');
    });

    it('create-admin refuses an email that already has an account', { timeout: PROCESS_TIMEOUT }, async () => {
      const result = await adminCommand(dataDir, 'create-admin', retailer.email as string, 'long-enough-password');
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain('already exists');
    });
  });

  describe('while the server is running, through the server', () => {
    let dataDir = '';
    let controlFile = '';
    let server: ChildProcess | undefined;
    let exited: Promise<number | null>;
    let baseUrl = '';
    const wholesaler = wholesalerForm();
    const adminEmail = uniqueEmail('server-boss');

    const api = (pathname: string, body: unknown) =>
      fetch(`${baseUrl}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-cli-server-'));
      controlFile = path.join(dataDir, 'admin-control.json');
      const port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
      server = spawn(TSX, [SERVER], {
        cwd: REPO_ROOT,
        env: environment(dataDir, { PORT: String(port), HOST: '127.0.0.1' }),
        stdio: 'ignore',
      });
      exited = new Promise((resolve) => server?.once('exit', (code) => resolve(code)));
      const deadline = Date.now() + PROCESS_TIMEOUT;
      for (;;) {
        const healthy = await fetch(`${baseUrl}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy && existsSync(controlFile)) break;
        if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }, PROCESS_TIMEOUT + 10_000);

    afterAll(async () => {
      if (server && server.exitCode === null && server.signalCode === null) {
        server.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('the server announces itself in the data folder with an address and a secret', () => {
      const control = JSON.parse(readFileSync(controlFile, 'utf8')) as Record<string, unknown>;
      expect(control).toMatchObject({
        url: `${baseUrl}/api/internal/admin-command`,
        secret: expect.any(String),
        pid: expect.any(Number),
      });
    });

    it('the control address refuses callers without the secret', async () => {
      const control = JSON.parse(readFileSync(controlFile, 'utf8')) as { url: string };
      for (const headers of [{}, { 'x-admin-secret': 'guessed-secret' }] as Array<Record<string, string>>) {
        const response = await fetch(control.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ command: 'create-admin', email: 'intruder@example.com', password: 'intruder-pass' }),
        });
        expect(response.status).toBe(403);
      }
      const intruder = await api('/api/login/', {
        username: 'intruder@example.com',
        password: 'intruder-pass',
        user_type: 'retailer',
      });
      expect(intruder.status).toBe(401);
    });

    it(
      'list-pending and verify work through the server, which sees the change at once',
      { timeout: PROCESS_TIMEOUT * 2 },
      async () => {
        expect((await api('/api/register/', wholesaler)).status).toBe(201);
        const pending = await adminCommand(dataDir, 'list-pending');
        expect(pending.exitCode).toBe(0);
        expect(pending.stdout).toContain(wholesaler.email as string);

        const verified = await adminCommand(dataDir, 'verify', wholesaler.email as string);
        expect(verified).toMatchObject({ exitCode: 0, stdout: `${wholesaler.email} is now verified.` });
        const loggedIn = await api('/api/login/', {
          username: wholesaler.email,
          password: wholesaler.password,
          user_type: 'wholesaler',
        });
        expect(await loggedIn.json()).toMatchObject({ verified: true });
      },
    );

    it('reject works through the server', { timeout: PROCESS_TIMEOUT }, async () => {
      const result = await adminCommand(dataDir, 'reject', wholesaler.email as string);
      expect(result).toMatchObject({ exitCode: 0, stdout: `${wholesaler.email} is now rejected.` });
    });

    it('create-admin works through the server', { timeout: PROCESS_TIMEOUT }, async () => {
      const result = await adminCommand(dataDir, 'create-admin', adminEmail, 'server-boss-password');
      expect(result).toMatchObject({ exitCode: 0, stdout: `Administrator ${adminEmail} created.` });
      const loggedIn = await api('/api/login/', {
        username: adminEmail,
        password: 'server-boss-password',
        user_type: 'wholesaler',
      });
      expect(loggedIn.status).toBe(200);
      expect(await loggedIn.json()).toMatchObject({ user_type: 'admin' });
    });

    it('a failing command through the server exits 1 with the reason', { timeout: PROCESS_TIMEOUT }, async () => {
      const result = await adminCommand(dataDir, 'verify', 'nobody@example.com');
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain('Account nobody@example.com not found.');
    });

    it('SIGTERM stops the server cleanly and removes the control file', { timeout: PROCESS_TIMEOUT }, async () => {
      server?.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(controlFile)).toBe(false);
      // With the server gone, the same command works on the embedded database directly.
      const result = await adminCommand(dataDir, 'list-pending');
      expect(result).toMatchObject({ exitCode: 0, stdout: 'No wholesalers are waiting for verification.' });
    });
  });
});
