import { Global, Module } from '@nestjs/common';
import { ClientProxyFactory, Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { BUS_TRANSPORT, BusClient } from './bus.client.js';
import { InProcessClient } from './in-process.client.js';
import { InProcessServer } from './in-process.server.js';

/** The caller's side of the bus: NATS when NATS_URL is set, the in-process hub otherwise. */
@Global()
@Module({
  providers: [
    {
      provide: BUS_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.NATS_URL
          ? ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [config.NATS_URL], name: 'formpath-client' } })
          : new InProcessClient(),
    },
    BusClient,
  ],
  exports: [BusClient],
})
export class BusModule {}

/** The handler side: one queue group per service on NATS, so replicas share the work. */
export const busServerOptions = (config: AppConfig, queue: string): MicroserviceOptions =>
  config.NATS_URL
    ? { transport: Transport.NATS, options: { servers: [config.NATS_URL], queue, name: `formpath-${queue}` } }
    : { strategy: new InProcessServer() };
