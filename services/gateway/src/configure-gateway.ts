import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { LOGGER, type AppConfig } from '@formpath/server-kit';
import { HttpErrorFilter, expressErrorHandler } from './http/http-error.filter.js';
import { requestContext } from './http/request-context.middleware.js';
import { noStoreApi, sameOriginOnly, securityHeaders } from './http/security.middleware.js';
import { staticSite } from './site/static-site.js';

/** Everything the edge does before and around Nest's routes; shared by embedded and distributed mode. */
export const configureGateway = (app: NestExpressApplication, config: AppConfig): void => {
  const logger = app.get<Logger>(LOGGER);
  const errors = new HttpErrorFilter(logger);
  app.set('trust proxy', config.TRUST_PROXY ?? false);
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '64kb' });
  app.use(requestContext(logger));
  app.use(securityHeaders(config));
  app.use(noStoreApi);
  app.use(cookieParser());
  app.use(sameOriginOnly(config));
  app.use(expressErrorHandler(errors));
  app.use(staticSite(config));
  app.useGlobalFilters(errors);
};
