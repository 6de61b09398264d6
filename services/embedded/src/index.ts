export { createEmbeddedApp } from './embedded-app.js';
