export { OcrModule } from './ocr.module.js';
export { DocumentTextReader } from './pages/document-text-reader.js';
export { PageReader } from './pages/page-reader.js';
export { TesseractPool } from './recognition/tesseract-pool.js';
