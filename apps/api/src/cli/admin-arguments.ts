import { adminCommand, type AdminCommand } from '../modules/admin/admin-commands.js';
import { UsageError } from './usage-error.js';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  list-pending                             wholesalers waiting for verification
  verify <email>                           approve a wholesaler
  reject <email>                           reject a wholesaler
  list-licences                            retailers' drug licences waiting for approval
  approve-licence <email>                  approve a retailer's drug licence
  reject-licence <email>                   reject a retailer's drug licence
  create-admin <email> <password>          create an administrator account
  list-failed-mail                         e-mail notifications that failed after every retry
  suspend <email> [reason]                 suspend an account: no login, its sessions end at once
  unsuspend <email>                        let a suspended account log in again
  list-changes                             profile changes (GSTIN, PAN, names, licences) waiting for approval
  approve-change <email>                   approve an account's profile change (its current version)
  reject-change <email>                    reject an account's profile change (its current version)
  decide-claim <id> accept|reject [note]   the marketplace's final word on an escalated claim
  run-payouts                              pay every seller its available money (at least the minimum)`;

export function parseAdminArguments(argv: readonly string[]): AdminCommand {
  const [command, first, second, ...more] = argv;
  // A reason or note may be typed without quotes: every word after the e-mail (or the decision) belongs to it.
  const words =
    command === 'decide-claim'
      ? { id: first, decision: second, note: more.join(' ') }
      : { email: first, password: second, reason: [second, ...more].join(' ').trim() || undefined };
  const parsed = adminCommand.safeParse({ command, ...words });
  if (parsed.success) return parsed.data;
  // A known command with a wrong argument says which one; an unknown command gets the list.
  const [issue] = parsed.error.issues;
  throw new UsageError(issue && issue.path[0] !== 'command' ? `${issue.message}\n${ADMIN_USAGE}` : ADMIN_USAGE);
}
