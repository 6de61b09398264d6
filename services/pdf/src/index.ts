export { PdfModule } from './pdf.module.js';
export * from './templates/form-templates.js';
export { FormFiller } from './filling/form-filler.js';
export { createInstructionsPdf } from './instructions/instructions-pdf.js';
