import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiAnswer } from '@marketplace/contract';
import { sendEncoded } from './encoded-answers.js';
import { errorResponse } from './error-body.js';
import { createFirstScreenOf } from './first-screen.js';
import { createPageHtml, type KeepPage, type MainPictureOf } from './page-html.js';

const API_PREFIXES = ['/api/', '/media/', '/sandbox/'];

/**
 * Serves uploaded media (renditions never change, so they cache for a year) and the built
 * web application; any other GET that wants a page gets index.html for the client router, with the
 * preload hints of that page.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: {
    mediaDir: string;
    webDistDir: string | null;
    mainPictureOf: MainPictureOf;
    apiAnswer: ApiAnswer;
    keepPage: KeepPage;
  },
) {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });

  const webDist =
    options.webDistDir && existsSync(path.join(options.webDistDir, 'index.html')) ? options.webDistDir : null;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // The build writes .br and .gz copies of its text files; browsers get those, nothing is compressed per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const pageHtml = webDist
    ? createPageHtml(webDist, {
        mainPictureOf: options.mainPictureOf,
        firstScreenOf: createFirstScreenOf(webDist, options.apiAnswer, app.log),
        keep: options.keepPage,
      })
    : null;
  const sendPage =
    pageHtml &&
    (async (request: FastifyRequest, reply: FastifyReply) => {
      const page = await pageHtml(request.url);
      return sendEncoded(request, reply, page.body, {
        'cache-control': 'no-cache',
        'content-type': 'text/html; charset=utf-8',
        etag: page.etag,
      });
    });
  // The landing page is drawn like the other shop pages, not sent as built by the static files above.
  if (sendPage) app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (wantsPage && sendPage) return sendPage(request, reply);
    return reply
      .status(404)
      .send(errorResponse('not_found', `No such address: ${request.method} ${request.url.split('?')[0]}`));
  });
}
