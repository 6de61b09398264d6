export { OcrModule } from './ocr.module.js';
export { PageReader } from './pages/page-reader.js';
export { TesseractPool } from './recognition/tesseract-pool.js';
