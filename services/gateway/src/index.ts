export { GatewayModule } from './gateway.module.js';
export { configureGateway } from './configure-gateway.js';
