import { startServiceProcess } from '@formpath/persistence';
import { OcrModule } from './ocr.module.js';

await startServiceProcess('ocr', OcrModule, []);
