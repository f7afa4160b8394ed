import { z } from 'zod';
import type { AdminService } from './admin.service.js';

/** The shell's administration commands, run either in-process or by the running server on the shell's behalf. */
export const adminCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('list-pending') }),
  z.object({ command: z.literal('verify'), email: z.string().min(1) }),
  z.object({ command: z.literal('reject'), email: z.string().min(1) }),
  z.object({ command: z.literal('list-licences') }),
  z.object({ command: z.literal('approve-licence'), email: z.string().min(1) }),
  z.object({ command: z.literal('reject-licence'), email: z.string().min(1) }),
  z.object({ command: z.literal('create-admin'), email: z.string().min(1), password: z.string() }),
  z.object({ command: z.literal('list-failed-mail') }),
]);
export type AdminCommand = z.infer<typeof adminCommand>;

export async function runAdminCommand(admin: AdminService, input: AdminCommand): Promise<string> {
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
      const result = await admin.decide(id, input.command === 'verify' ? 'verified' : 'rejected');
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
      const result = await admin.licences.decide(id, input.command === 'approve-licence' ? 'approved' : 'rejected');
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
    case 'create-admin': {
      const created = await admin.createAdmin(input.email, input.password);
      return `Administrator ${created.email} created.`;
    }
  }
}
