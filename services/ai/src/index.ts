export { AiModule } from './ai.module.js';
export { extractDeterministic } from './extraction/deterministic-extractor.js';
export { LegalIndex } from './legal/legal-index.js';
export { fieldPassages } from './legal/passages.js';
export { pagePassages } from './legal/page-passages.js';
export { readFormPages } from './legal/form-text.js';
export { extractiveAnswer } from './legal/extractive-answer.js';
export { answerHits, rankPlaces, shownPlaces } from './legal/sources.js';
