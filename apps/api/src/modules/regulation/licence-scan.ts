import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_LICENCE_SCAN_BYTES, reviewMessages } from '@marketplace/contract';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Database } from '../../db/client.js';
import { retailerProfiles } from '../../db/schema.js';
import { fieldError, notFound } from '../../errors/app-error.js';
import type { PrivateFiles } from '../../media/private-files.js';

/** The kinds of scan accepted, told apart by their first bytes (the file name and declared type are not trusted). */
const SCAN_KINDS = [
  {
    extension: 'jpg',
    contentType: 'image/jpeg',
    matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    extension: 'png',
    contentType: 'image/png',
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    extension: 'webp',
    contentType: 'image/webp',
    matches: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { extension: 'pdf', contentType: 'application/pdf', matches: (b: Buffer) => b.toString('latin1', 0, 5) === '%PDF-' },
] as const;

const kindOfKey = (key: string) => SCAN_KINDS.find((kind) => key.endsWith(`.${kind.extension}`));

/** The scan's kind, or a field error on `licence_scan` for an empty, oversized or unknown file. */
export function licenceScanKind(content: Buffer) {
  if (content.length > MAX_LICENCE_SCAN_BYTES) throw fieldError('licence_scan', reviewMessages.scanTooLarge);
  const kind = content.length >= 12 ? SCAN_KINDS.find((candidate) => candidate.matches(content)) : undefined;
  if (!kind) throw fieldError('licence_scan', reviewMessages.scanType);
  return kind;
}

/** A checked scan and the fresh key to store it under (a replaced scan is removed once the save commits). */
export function prepareLicenceScan(retailerId: number, content: Buffer) {
  const kind = licenceScanKind(content);
  return { key: `licence-scans/${retailerId}/${randomUUID()}.${kind.extension}`, content };
}

/** Reading a licence scan: its retailer and administrators only; anyone else learns nothing (404). */
export function createLicenceScanService(db: Database, files: PrivateFiles) {
  return {
    async read(requester: AuthUser, retailerId: number): Promise<{ content: Buffer; contentType: string }> {
      if (requester.userType !== 'admin' && requester.id !== retailerId) throw notFound('Licence scan');
      const [row] = await db
        .select({ key: retailerProfiles.licenceScan })
        .from(retailerProfiles)
        .where(eq(retailerProfiles.userId, retailerId))
        .limit(1);
      const kind = row?.key ? kindOfKey(row.key) : undefined;
      const content = row?.key && kind ? await files.read(row.key) : null;
      if (!kind || !content) throw notFound('Licence scan');
      return { content, contentType: kind.contentType };
    },
  };
}

export type LicenceScanService = ReturnType<typeof createLicenceScanService>;
