import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { LOGGER, applyHttpTimeouts, type AppConfig } from '@formpath/server-kit';
import { HttpErrorFilter, expressErrorHandler } from './http/http-error.filter.js';
import { apiBodyTypes, jsonBodies } from './http/request-body.js';
import { requestContext } from './http/request-context.middleware.js';
import { noReferrerOnReview, noStoreApi, sameOriginOnly, securityHeaders } from './http/security.middleware.js';
import { compressResponses } from './site/compress-responses.js';
import { staticSite } from './site/static-site.js';

// Routes that take a multipart upload; every other API route takes JSON only.
const multipartRoutes = ['/api/documents/upload'];

/** Everything the edge does before and around Nest's routes; shared by embedded and distributed mode. */
export const configureGateway = (app: NestExpressApplication, config: AppConfig): void => {
  const logger = app.get<Logger>(LOGGER);
  const errors = new HttpErrorFilter(logger);
  // /API/auth/me is not /api/auth/me: it gets the API's JSON 404 like any unknown path under /api.
  // Nest has already created the router, which reads the flag for each route added after this.
  app.set('case sensitive routing', true);
  Object.assign(app.getHttpAdapter().getInstance().router, { caseSensitive: true });
  app.set('trust proxy', config.TRUST_PROXY ?? false);
  app.disable('x-powered-by');
  applyHttpTimeouts(app.getHttpServer());
  app.use(requestContext(logger));
  app.use(compressResponses());
  app.use(securityHeaders(config));
  app.use(noReferrerOnReview);
  app.use(noStoreApi);
  app.use(cookieParser());
  app.use(sameOriginOnly(config));
  // Bodies are read last, once the request is known to be acceptable.
  app.use(apiBodyTypes({ multipartRoutes }));
  // An applicant's saved asylum answers can run to many pages of narrative.
  app.use(jsonBodies(logger, '64kb', { '/api/asylum/progress': '1mb' }));
  app.use(expressErrorHandler(errors));
  app.use(staticSite(config));
  app.useGlobalFilters(errors);
};
