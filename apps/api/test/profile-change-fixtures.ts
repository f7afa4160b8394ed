import { expect } from 'vitest';
import { reviewedChangePaths, type PendingProfileChange } from '@marketplace/contract';
import type { App } from '../src/app.js';

/** Change requests waiting for an administrator, as `/admin` lists them. */
export async function pendingProfileChanges(app: App, adminAuth: Record<string, string>) {
  const response = await app.inject({
    method: 'GET',
    url: reviewedChangePaths.adminPendingProfileChanges,
    headers: adminAuth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { changes: PendingProfileChange[] }).changes;
}

export async function pendingChangeOf(app: App, adminAuth: Record<string, string>, userId: number) {
  return (await pendingProfileChanges(app, adminAuth)).find((request) => request.user_id === userId);
}

/** An administrator's decision on an account's open change request, as listed now (or the version given). */
export async function decideProfileChange(
  app: App,
  adminAuth: Record<string, string>,
  userId: number,
  decision: 'approve' | 'reject',
  version?: number,
) {
  const request = await pendingChangeOf(app, adminAuth, userId);
  if (!request) throw new Error(`no change request of account ${userId}`);
  const url =
    decision === 'approve'
      ? reviewedChangePaths.adminApproveProfileChange(request.id)
      : reviewedChangePaths.adminRejectProfileChange(request.id);
  return app.inject({ method: 'POST', url, headers: adminAuth, payload: { version: version ?? request.version } });
}
