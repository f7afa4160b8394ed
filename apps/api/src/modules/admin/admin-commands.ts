import { z } from 'zod';
import {
  decideClaimRequest,
  formatRupees,
  idParam,
  payoutRunSummary,
  SUSPENSION_REASON_MAX,
} from '@marketplace/contract';
import type { ClaimsService } from '../claims/claims.service.js';
import type { PayoutsService } from '../payouts/payouts.service.js';
import type { AdminService } from './admin.service.js';

/** The reason recorded when `npm run admin -- suspend <email>` gives none. */
const SHELL_SUSPENSION_REASON = 'Suspended by an administrator from the shell.';

const email = z
  .string({ error: 'Give the e-mail address of the account.' })
  .min(1, 'Give the e-mail address of the account.');

/** The shell's administration commands, run either in-process or by the running server on the shell's behalf. */
export const adminCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('list-pending') }),
  z.object({ command: z.literal('verify'), email }),
  z.object({ command: z.literal('reject'), email }),
  z.object({ command: z.literal('list-licences') }),
  z.object({ command: z.literal('approve-licence'), email }),
  z.object({ command: z.literal('reject-licence'), email }),
  z.object({ command: z.literal('create-admin'), email, password: z.string({ error: 'Give a password.' }) }),
  z.object({ command: z.literal('list-failed-mail') }),
  z.object({
    command: z.literal('suspend'),
    email,
    reason: z.string().trim().min(1).max(SUSPENSION_REASON_MAX).default(SHELL_SUSPENSION_REASON),
  }),
  z.object({ command: z.literal('unsuspend'), email }),
  z.object({ command: z.literal('list-changes') }),
  z.object({ command: z.literal('approve-change'), email }),
  z.object({ command: z.literal('reject-change'), email }),
  z.object({ command: z.literal('decide-claim'), ...idParam.shape, ...decideClaimRequest.shape }),
  z.object({ command: z.literal('run-payouts') }),
]);
export type AdminCommand = z.infer<typeof adminCommand>;

export interface AdminCommandServices {
  admin: AdminService;
  claims: ClaimsService;
  payouts: PayoutsService;
}

export async function runAdminCommand(
  { admin, claims, payouts }: AdminCommandServices,
  input: AdminCommand,
): Promise<string> {
  switch (input.command) {
    case 'list-pending': {
      const pending = await admin.listPending();
      if (pending.length === 0) return 'No wholesalers are waiting for verification.';
      return pending
        .map((w) => `${w.email}\t${w.company_name}\tGSTIN ${w.gst_number}\tregistered ${w.created_at.slice(0, 10)}`)
        .join('\n');
    }
    case 'verify':
    case 'reject': {
      const id = await admin.wholesalerIdByEmail(input.email);
      // The shell decides on the profile as stored now (read and passed here): no older screen to compare with.
      const version = await admin.currentVersion(id);
      const result = await admin.decide(id, input.command === 'verify' ? 'verified' : 'rejected', version);
      return `${result.email} is now ${result.verification_status}.`;
    }
    case 'list-licences': {
      const pending = await admin.licences.listPending();
      if (pending.length === 0) return 'No drug licences are waiting for approval.';
      return pending
        .map((licence) =>
          [
            licence.email,
            licence.shop_name,
            `Form 20 ${licence.drug_licence_20 ?? '-'}`,
            `Form 21 ${licence.drug_licence_21 ?? '-'}`,
            `valid to ${licence.drug_licence_valid_to}`,
            `PIN ${licence.drug_licence_pin}`,
          ].join('\t'),
        )
        .join('\n');
    }
    case 'approve-licence':
    case 'reject-licence': {
      const id = await admin.licences.retailerIdByEmail(input.email);
      const version = await admin.licences.currentVersion(id);
      const decision = input.command === 'approve-licence' ? 'approved' : 'rejected';
      const result = await admin.licences.decide(id, decision, version);
      return `The drug licence of ${result.email} is now ${result.licence_status}.`;
    }
    case 'list-failed-mail': {
      const failed = await admin.failedMail();
      if (failed.length === 0) return 'No e-mail notifications have failed.';
      return failed
        .map((mail) =>
          [
            mail.createdAt.toISOString().slice(0, 16).replace('T', ' '),
            mail.email,
            mail.subject,
            `${mail.attempts} attempts`,
            mail.lastError ?? '',
          ].join('\t'),
        )
        .join('\n');
    }
    case 'list-changes': {
      const pending = await admin.profileChanges.listPending();
      if (pending.length === 0) return 'No profile changes are waiting for approval.';
      return pending
        .map((request) =>
          [
            request.email,
            request.name,
            ...request.changes.map((line) => `${line.label} ${line.old ?? '-'} -> ${line.new ?? '-'}`),
          ].join('\t'),
        )
        .join('\n');
    }
    case 'approve-change':
    case 'reject-change': {
      const request = await admin.profileChanges.pendingOf(input.email);
      const decision = input.command === 'approve-change' ? 'approved' : 'rejected';
      const result = await admin.profileChanges.decide(request.id, decision, request.version);
      return `The profile change of ${result.email} is ${result.status}.`;
    }
    case 'suspend': {
      const result = await admin.accounts.suspend(await admin.accounts.idByEmail(input.email), input.reason);
      return `${result.email} is suspended (${result.suspension_reason ?? input.reason}); its sessions have ended.`;
    }
    case 'unsuspend': {
      const result = await admin.accounts.unsuspend(await admin.accounts.idByEmail(input.email));
      return `${result.email} may log in again.`;
    }
    case 'decide-claim': {
      await claims.decide(input.id, { decision: input.decision, note: input.note });
      return `Claim ${input.id} is now ${input.decision === 'accept' ? 'accepted' : 'rejected'}.`;
    }
    case 'run-payouts': {
      const run = await payouts.run();
      if (run.created === 0) return payoutRunSummary(run);
      const lines = run.payouts.map(
        (payout) =>
          `#${payout.id}\t${payout.wholesaler.company_name}\t${formatRupees(payout.amount)}\t${payout.bank_account_number} ${payout.bank_ifsc}`,
      );
      return [`${payoutRunSummary(run)} in all:`, ...lines].join('\n');
    }
    case 'create-admin': {
      const created = await admin.createAdmin(input.email, input.password);
      return `Administrator ${created.email} created.`;
    }
  }
}
