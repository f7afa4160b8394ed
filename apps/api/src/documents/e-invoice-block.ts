import { formatDocumentDate } from './document-format.js';
import {
  BODY,
  COLOURS,
  LABEL,
  MARGIN,
  contentWidth,
  horizontalRule,
  writeLabelled,
  writeText,
  type Pdf,
} from './pdf-layout.js';

/** The Invoice Registration Portal's answer for a reported document, printed under its heading. */
export interface EInvoiceRegistration {
  irn: string;
  ackNo: string;
  ackDate: Date;
  /** The portal's signed QR code (a JWT), printed as a QR code a buyer's app can verify. */
  signedQr: string;
}

/** Big enough to scan a QR code of some 1,500 characters from paper. */
const QR_SIZE = 110;
const QR_PIXELS = 4 * QR_SIZE;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** `24 Nov 2026 14:05`, in India's time as the portal gives it. */
function ackMoment(date: Date): string {
  const inIndia = new Date(date.getTime() + INDIA_OFFSET_MS).toISOString();
  return `${formatDocumentDate(inIndia.slice(0, 10))} ${inIndia.slice(11, 16)}`;
}

/** The signed QR code as a PNG; low error correction leaves room for the portal's longest codes. */
export async function signedQrPicture(signedQr: string): Promise<Buffer> {
  // Loaded with the first e-invoice printed, not into every API process at start.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(signedQr, { errorCorrectionLevel: 'L', margin: 0, width: QR_PIXELS });
}

/** IRN, Ack No. and Ack Date beside the QR code, under the heading; returns the y below them. */
export function drawEInvoiceBlock(
  pdf: Pdf,
  registration: EInvoiceRegistration & { qrPicture: Buffer },
  y: number,
): number {
  const width = contentWidth(pdf);
  const textWidth = width - QR_SIZE - 16;
  let bottom = y;
  bottom += writeText(pdf, 'E-INVOICE', { x: MARGIN, y: bottom, width: textWidth }, LABEL) + 4;
  for (const [label, value] of [
    ['IRN', registration.irn],
    ['Ack No.', registration.ackNo],
    ['Ack Date', ackMoment(registration.ackDate)],
  ] as const) {
    bottom += writeLabelled(pdf, label, value, { x: MARGIN, y: bottom, width: textWidth }, BODY.size) + 2;
  }
  pdf.image(registration.qrPicture, MARGIN + width - QR_SIZE, y, { width: QR_SIZE, height: QR_SIZE });
  const end = Math.max(bottom, y + QR_SIZE) + 8;
  horizontalRule(pdf, end, COLOURS.rule);
  return end + 12;
}
