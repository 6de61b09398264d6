import type { ServiceDatabaseOptions } from '@formpath/persistence';
import { ConversionEntity } from './conversions/conversion.entity.js';
import { Migration20261121000100_analytics_init } from './migrations/Migration20261121000100_analytics_init.js';
import { Migration20261127000000_email_subscribers } from './migrations/Migration20261127000000_email_subscribers.js';
import { SubscriberEntity } from './subscribers/subscriber.entity.js';
import { VisitEntity } from './visits/visit.entity.js';

export const analyticsDatabase: ServiceDatabaseOptions = {
  name: 'analytics',
  entities: [VisitEntity, ConversionEntity, SubscriberEntity],
  migrations: [Migration20261121000100_analytics_init, Migration20261127000000_email_subscribers],
};
