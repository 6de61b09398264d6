import type { Passage } from './passages.js';
import { sentencesOf } from './sentences.js';

/**
 * What the field guide opens with (spec 2 §2 "legal guidance"), in the form's own printed words:
 * what happens to an incomplete application, what the applicant certifies by signing, and where
 * answers that do not fit go. Found in the form's text by what it says, never written by us.
 */
export const guidanceTopics: readonly RegExp[] = [/NOTE TO ALL APPLICANTS:/, /\bI certify, under penalty of perjury, that I provided or authorized|Applicant's Certification\. Copies of any documents/, /If you need extra space to provide any additional information/];

/** The passage's sentences from where the topic starts, about `max` characters, ending at a sentence. */
export const saying = (passage: Passage, topic: RegExp, max = 320): string => {
  const text = passage.text;
  const at = text.search(topic);
  const sentences = sentencesOf(at > 0 ? text.slice(at) : text);
  let out = '';
  for (const sentence of sentences) {
    if (out && out.length + sentence.length > max) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  // A single sentence longer than that is cut between words.
  return out.length > max ? `${out.slice(0, out.lastIndexOf(' ', max - 1)).replace(/[,;:]$/, '')}…` : out;
};
