import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpLatency = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by route',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

export const busLatency = new Histogram({
  name: 'bus_request_duration_seconds',
  help: 'Bus request latency by subject, as seen by the caller',
  labelNames: ['subject', 'outcome'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

export const busHandled = new Counter({
  name: 'bus_messages_handled_total',
  help: 'Bus requests handled by subject and outcome',
  labelNames: ['subject', 'outcome'] as const,
  registers: [metricsRegistry],
});
