import type { FastifyRequest } from 'fastify';
import {
  claimMessages,
  fileClaimRequest,
  MAX_CLAIM_PHOTOS,
  MAX_IMAGE_BYTES,
  type FileClaimRequest,
} from '@marketplace/contract';
import { AppError } from '../../errors/app-error.js';
import { fieldErrorsOf } from '../../errors/field-errors.js';
import { photosError } from './claim-photos.js';

function parseFields(fields: Record<string, unknown>): FileClaimRequest {
  const parsed = fileClaimRequest.safeParse(fields);
  if (!parsed.success)
    throw new AppError('validation', 'Please correct the highlighted fields.', fieldErrorsOf(parsed.error.issues));
  return parsed.data;
}

/**
 * A multipart form sends `items` as JSON text (a part typed application/json arrives parsed already); text that is
 * not JSON is a mistake to name, not a crash.
 */
function itemsOf(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('validation', claimMessages.itemsRequired, {
      items: ['Send items as JSON: [{"id": 1, "quantity": 2}].'],
    });
  }
}

/**
 * A claim as JSON, or as multipart/form-data with `type`, `description`, `items` (JSON text) and up to 4 `photos`.
 * One photo over the count or over 5 MB refuses the claim with the photos field named.
 */
export async function readClaimForm(request: FastifyRequest): Promise<{ claim: FileClaimRequest; photos: Buffer[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new AppError('validation', 'Send the claim as JSON or multipart/form-data.');
    return { claim: parseFields(body as Record<string, unknown>), photos: [] };
  }
  const fields: Record<string, unknown> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_CLAIM_PHOTOS + 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photos') throw new AppError('validation', `Unexpected file field ${part.fieldname}.`);
        const content = await part.toBuffer();
        if (content.length > 0) photos.push(content);
        if (photos.length > MAX_CLAIM_PHOTOS) throw photosError(claimMessages.tooManyPhotos);
      } else {
        fields[part.fieldname] = part.fieldname === 'items' ? itemsOf(part.value) : part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { statusCode: status, code } = error as { statusCode?: number; code?: string };
    if (code === 'FST_FILES_LIMIT') throw photosError(claimMessages.tooManyPhotos);
    if (status === 413) throw photosError('Each image must be at most 5 MB.');
    if (status !== undefined && status < 500) throw error;
    // The multipart parser reports a malformed body (no boundary, cut off) as a plain error.
    throw new AppError('validation', 'The form could not be read; send it again as multipart/form-data.');
  }
  return { claim: parseFields(fields), photos };
}
