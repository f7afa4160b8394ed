import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  markNotificationsReadRequest,
  markNotificationsReadResponse,
  notificationPreferences,
  notificationsPage,
  notificationsQuery,
} from '@marketplace/contract';
import { currentUser, type Guards } from '../../http/authenticate.js';
import { catalogUntouched } from '../../http/response-cache.js';
import type { NotificationsService } from './notifications.service.js';

/** The signed-in user's notices and e-mail choices. */
export const notificationsRoutes =
  ({ notifications, guards }: { notifications: NotificationsService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    const options = { onRequest: guards.signedIn, config: catalogUntouched };

    app.get(
      apiPaths.notifications,
      { ...options, schema: { querystring: notificationsQuery, response: { 200: notificationsPage } } },
      async (request) => notifications.list(currentUser(request), request.query.page),
    );

    app.post(
      apiPaths.notificationsRead,
      { ...options, schema: { body: markNotificationsReadRequest, response: { 200: markNotificationsReadResponse } } },
      async (request) => notifications.markRead(currentUser(request), request.body),
    );

    app.get(
      apiPaths.notificationPreferences,
      { ...options, schema: { response: { 200: notificationPreferences } } },
      async (request) => notifications.preferences(currentUser(request)),
    );

    app.put(
      apiPaths.notificationPreferences,
      { ...options, schema: { body: notificationPreferences, response: { 200: notificationPreferences } } },
      async (request) => notifications.updatePreferences(currentUser(request), request.body),
    );
  };
