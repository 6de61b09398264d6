import { startServiceProcess } from '@formpath/persistence';
import { AiModule } from './ai.module.js';

await startServiceProcess('ai', AiModule, []);
