import { startServiceProcess } from '@formpath/persistence';
import { PdfModule } from './pdf.module.js';

await startServiceProcess('pdf', PdfModule, []);
