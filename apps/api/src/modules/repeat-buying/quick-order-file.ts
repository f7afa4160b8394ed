import type { FastifyRequest } from 'fastify';
import {
  bulkOrderFileFields,
  bulkOrderRequest,
  quickOrderMessages,
  readOrderLinesFile,
  QUICK_ORDER_MAX_FILE_BYTES,
} from '@marketplace/contract';
import { AppError } from '../../errors/app-error.js';
import { fieldErrorsOf } from '../../errors/field-errors.js';
import type { BulkOrder } from './quick-order.service.js';

const fileError = (message: string) => new AppError('validation', message, { file: [message] });

/**
 * Reads a quick order sent as multipart/form-data: `wholesaler`, `dry_run` and a CSV `file`, read by the
 * contract's one parser. A file that is too large, not text, or without the `sku,quantity` header is refused
 * (400, under `file`) before anything is looked up.
 */
export async function readQuickOrderForm(request: FastifyRequest): Promise<BulkOrder> {
  if (!request.isMultipart()) throw new AppError('validation', 'Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let content: Buffer | null = null;
  try {
    // One byte over the limit is enough to know the file is too large.
    for await (const part of request.parts({ limits: { fileSize: QUICK_ORDER_MAX_FILE_BYTES + 1, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new AppError('validation', `Unexpected file field ${part.fieldname}.`);
        content = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(quickOrderMessages.tooLarge);
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new AppError('validation', 'The form could not be read; send it again as multipart/form-data.');
  }
  if (!content) throw fileError('Choose a CSV file with the header "sku,quantity".');
  const parsed = readOrderLinesFile(content);
  if (!parsed.ok) throw fileError(parsed.error);
  // The lines of a file meet the limits of typed lines (an SKU of at most 200 characters): one schema for both.
  const lines = bulkOrderRequest.shape.lines.safeParse(parsed.lines);
  if (!lines.success) {
    const issue = lines.error.issues[0];
    const line = typeof issue?.path[0] === 'number' ? issue.path[0] + 1 : 1;
    throw fileError(`Order line ${line}: ${issue?.message ?? 'This line is not valid'}.`);
  }
  const form = bulkOrderFileFields.safeParse(fields);
  if (!form.success) {
    const fieldErrors = fieldErrorsOf(form.error.issues);
    throw new AppError('validation', Object.values(fieldErrors)[0]?.[0] ?? 'The form is not valid.', fieldErrors);
  }
  return { wholesaler: form.data.wholesaler, dry_run: form.data.dry_run, lines: parsed.lines };
}
