import { MetricsServer, exitGracefully, loadConfig, startTracing } from '@formpath/server-kit';
import { createEmbeddedApp } from './embedded-app.js';

const config = loadConfig();
await startTracing('formpath');
const app = await createEmbeddedApp(config);
exitGracefully(app);
await (config.HOST ? app.listen(config.PORT, config.HOST) : app.listen(config.PORT));
// Metrics never share the public port; METRICS_PORT fixes theirs (a free one otherwise).
console.log(`\n  Formpath is ready: ${config.publicUrl}\n  Prometheus metrics: port ${app.get(MetricsServer).port}, path /metrics\n`);
