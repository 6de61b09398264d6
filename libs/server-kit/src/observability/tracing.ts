import { context, propagation, trace, type Context } from '@opentelemetry/api';
import { withoutReviewToken } from '@formpath/contracts';

let shutdown: (() => Promise<void>) | undefined;

/**
 * Starts OpenTelemetry only when an OTLP endpoint is configured; without a collector the SDK
 * would wait seconds at shutdown for nothing. Call before the HTTP server is created.
 */
export const startTracing = async (serviceName: string): Promise<void> => {
  if (!process.env['OTEL_EXPORTER_OTLP_ENDPOINT'] || shutdown) return;
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
  ]);
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // A review link's token is a credential: spans carry the path with the token replaced.
        requestHook: (span, request) => {
          const target = 'url' in request && typeof request.url === 'string' ? request.url : 'path' in request ? String(request.path) : '';
          const safe = withoutReviewToken(target);
          if (safe === target) return;
          const host = 'headers' in request ? String(request.headers['host'] ?? '') : '';
          span.setAttributes({ 'http.target': safe, 'url.path': safe.split('?')[0] ?? safe, 'http.url': `http://${host}${safe}`, 'url.full': `http://${host}${safe}` });
          span.updateName(`${'method' in request ? String(request.method) : 'HTTP'} ${withoutReviewToken(safe.split('?')[0] ?? '')}`);
        },
      }),
    ],
  });
  sdk.start();
  shutdown = () => sdk.shutdown();
};

export const stopTracing = async (): Promise<void> => {
  await shutdown?.();
  shutdown = undefined;
};

/** The active trace context as W3C headers, to carry across the bus. */
export const injectTraceContext = (): Record<string, string> | undefined => {
  if (!trace.getActiveSpan()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
};

export const extractTraceContext = (carrier: Record<string, string> | undefined): Context =>
  carrier ? propagation.extract(context.active(), carrier) : context.active();

export const tracer = () => trace.getTracer('formpath');
