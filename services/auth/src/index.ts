export { AuthModule } from './auth.module.js';
export { authDatabase } from './auth.database.js';
