export { AiModule } from './ai.module.js';
export { extractDeterministic } from './extraction/deterministic-extractor.js';
