import { startServiceProcess } from '@formpath/persistence';
import { AuthModule } from './auth.module.js';
import { authDatabase } from './auth.database.js';

await startServiceProcess('auth', AuthModule, [authDatabase]);
