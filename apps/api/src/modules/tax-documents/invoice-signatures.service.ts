import { and, eq, isNull } from 'drizzle-orm';
import { SIGNATURE_UPLOAD_MAX_BYTES, type InvoiceSignatureResponse } from '@marketplace/contract';
import type { Database, Tx } from '../../db/client.js';
import { invoiceSignatures } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { assertAcceptedImage } from '../../media/images.js';

/** Room enough for a legible signature on A4 and small enough to store beside each wholesaler's documents. */
const STORED_BOX = { width: 600, height: 200 };
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const refuse = (message: string) => new AppError('validation', message, { image: [message] });

/** `data:image/...;base64,` or bare base64 text, at most `SIGNATURE_UPLOAD_MAX_BYTES` once decoded. */
function decode(image: string): Buffer {
  const text = image.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1) throw refuse('The signature must be a base64 encoded picture.');
  if ((text.length * 3) / 4 > SIGNATURE_UPLOAD_MAX_BYTES + 3)
    throw refuse('The signature picture must be at most 1 MB.');
  return Buffer.from(text, 'base64');
}

/** A PNG no larger than the stored box, transparency kept, so every document prints the same small picture. */
async function storedPng(content: Buffer): Promise<Buffer> {
  await assertAcceptedImage(content, 'image');
  const { default: sharp } = await import('sharp');
  return sharp(content)
    .rotate()
    .resize({ ...STORED_BOX, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const answer = (row: { image: Buffer; createdAt: Date } | undefined): InvoiceSignatureResponse =>
  row
    ? { image: `data:image/png;base64,${row.image.toString('base64')}`, uploaded_at: row.createdAt.toISOString() }
    : { image: null, uploaded_at: null };

const current = (wholesalerId: number) =>
  and(eq(invoiceSignatures.wholesalerId, wholesalerId), isNull(invoiceSignatures.retiredAt));

/**
 * The signature a wholesaler's invoices and credit notes print above "Authorised signatory". A new picture
 * retires the current one rather than overwriting it: each issued document names the signature it was issued
 * with, and keeps printing that one.
 */
export function createInvoiceSignaturesService(db: Database) {
  async function read(wholesalerId: number): Promise<InvoiceSignatureResponse> {
    const [row] = await db
      .select({ image: invoiceSignatures.image, createdAt: invoiceSignatures.createdAt })
      .from(invoiceSignatures)
      .where(current(wholesalerId));
    return answer(row);
  }

  return {
    read,

    async replace(wholesalerId: number, image: string): Promise<InvoiceSignatureResponse> {
      const png = await storedPng(decode(image));
      const row = await db.transaction(async (tx) => {
        await tx.update(invoiceSignatures).set({ retiredAt: new Date() }).where(current(wholesalerId));
        const [inserted] = await tx
          .insert(invoiceSignatures)
          .values({ wholesalerId, image: png })
          .returning({ image: invoiceSignatures.image, createdAt: invoiceSignatures.createdAt });
        return inserted;
      });
      return answer(row);
    },

    async remove(wholesalerId: number): Promise<InvoiceSignatureResponse> {
      await db.update(invoiceSignatures).set({ retiredAt: new Date() }).where(current(wholesalerId));
      return answer(undefined);
    },
  };
}

/** The id of the wholesaler's signature in force, for a document issued now; null without one. */
export async function signatureInForce(tx: Tx, wholesalerId: number): Promise<number | null> {
  const [row] = await tx.select({ id: invoiceSignatures.id }).from(invoiceSignatures).where(current(wholesalerId));
  return row?.id ?? null;
}

export type InvoiceSignaturesService = ReturnType<typeof createInvoiceSignaturesService>;
