import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings the API sends, in its order of preference; `@fastify/compress` is registered with the same. */
export const ANSWER_ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];
export type AnswerEncoding = 'br' | 'gzip';

/** Brotli at quality 4, as `@fastify/compress` recommends: 11 would cost several times the CPU. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Smaller bodies go out as they are (`@fastify/compress` is registered with the same threshold). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encoders: Record<AnswerEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipAsync(body),
};

/**
 * How `body` goes out to the client that sent `request`: the encoding `@fastify/compress` would choose from its
 * Accept-Encoding (where `*` and `x-gzip` stand for gzip), or null to send it as it is.
 */
export function answerEncodingFor(request: FastifyRequest, body: Buffer): AnswerEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (
    accepted === undefined ||
    body.length < COMPRESS_THRESHOLD_BYTES ||
    request.headers['x-no-compression'] !== undefined
  ) {
    return null;
  }
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ANSWER_ENCODINGS);
}

const encodedBodies = new WeakMap<Buffer, Partial<Record<AnswerEncoding, Promise<Buffer>>>>();

/**
 * `body` encoded, compressed once per body and encoding however often it is sent (off the event loop, in zlib's
 * thread pool): a kept answer is not compressed again for every browser that asks for it. The encodings live as
 * long as the body does.
 */
export function encodedBody(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  let encodings = encodedBodies.get(body);
  if (encodings === undefined) {
    encodings = {};
    encodedBodies.set(body, encodings);
  }
  const known = encodings[encoding];
  if (known) return known;
  const encoded = encoders[encoding](body);
  encodings[encoding] = encoded;
  encoded.catch(() => delete encodings[encoding]);
  return encoded;
}

/** Whether the client's If-None-Match names `etag`, with or without the weak prefix. */
function alreadyHeld(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match'];
  return held === etag || `W/${held}` === etag || held === `W/${etag}`;
}

/** Adds Accept-Encoding to the reply's Vary, keeping what it names already. */
function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

/**
 * Sends `body` with `headers` (its ETag among them): a 304 when the client holds that ETag, else the body in the
 * encoding the client accepts, compressed once per body (`encodedBody`), or as it is. The headers are set only
 * once the bytes to send exist, so a failure is never sent with a cacheable answer's headers.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  headers: { etag: string; 'cache-control': string; 'content-type': string },
): Promise<FastifyReply> {
  const held = alreadyHeld(request, headers.etag);
  const encoding = held ? null : answerEncodingFor(request, body);
  const bytes = encoding === null ? body : await encodedBody(body, encoding);
  reply.headers(headers);
  if (body.length >= COMPRESS_THRESHOLD_BYTES) varyByEncoding(reply);
  if (held) return reply.code(304).send();
  if (encoding !== null) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
