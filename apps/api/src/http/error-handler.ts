import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@marketplace/contract';
import { pgErrorCode } from '../db/errors.js';
import { AppError, RetryLaterError } from '../errors/app-error.js';
import { fieldErrorsOf } from '../errors/field-errors.js';
import { errorResponse } from './error-body.js';

const WHERE: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'address',
  headers: 'request headers',
};

const CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'validation', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'validation', message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'validation', message: 'This content type is not accepted here; send JSON.' },
  FST_REQ_FILE_TOO_LARGE: { code: 'payload_too_large', message: 'The uploaded file is too large.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'validation', message: 'Send the form as multipart/form-data.' },
  FST_FIELDS_LIMIT: { code: 'payload_too_large', message: 'The form has too many fields.' },
  FST_FILES_LIMIT: { code: 'payload_too_large', message: 'Send at most one file with this form.' },
  FST_PARTS_LIMIT: { code: 'payload_too_large', message: 'The form has too many parts.' },
};

/** Input the database cannot store (a NUL character, a number out of range) is the sender's mistake, not ours. */
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22021': 'The text contains a character that cannot be stored. Remove control characters and try again.',
  '22P05': 'The text contains a character that cannot be stored. Remove control characters and try again.',
  '22003': 'A number in the request is too large.',
  '22P02': 'A value in the request has the wrong format.',
  '23514': 'A value in the request is outside the allowed range.',
  '23503': 'Something this request refers to no longer exists. Reload and try again.',
};

function databaseInputError(error: unknown): string | undefined {
  const code = pgErrorCode(error);
  return code ? DATABASE_INPUT_ERRORS[code] : undefined;
}

/** One place maps every failure to a status and a body; 5xx bodies never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(errorResponse(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsOf(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'Invalid value',
        })),
      );
      const where = (error.validationContext && WHERE[error.validationContext]) ?? 'request';
      const first = Object.values(fields)[0]?.[0];
      const detail = first ? `Please correct the ${where}: ${first}` : `The ${where} is not valid.`;
      return reply.status(400).send(errorResponse('validation', detail, fields));
    }
    const databaseRefusal = databaseInputError(error);
    if (databaseRefusal) return reply.status(400).send(errorResponse('validation', databaseRefusal));
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known)
      return reply
        .status(known.code === 'payload_too_large' ? 413 : 400)
        .send(errorResponse(known.code, known.message));
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(errorResponse('rate_limited', 'Too many attempts. Please wait a minute and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode =
        error.statusCode === 404 ? 'not_found' : error.statusCode === 413 ? 'payload_too_large' : 'validation';
      return reply.status(error.statusCode).send(errorResponse(code, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorResponse('server_error', 'Something went wrong on our side. Please try again.'));
  });
}
