export { GatewayModule } from './gateway.module.js';
export { configureGateway } from './configure-gateway.js';
export { PdfInspector, intakeLimits } from './documents/pdf-inspector.js';
