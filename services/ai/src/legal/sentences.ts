/**
 * Where a sentence of the forms' tooltips ends: after two letters (or a bracket or quote) and a
 * stop, or after a question mark, so "U.S." and "A. Number" do not end one.
 */
export const sentenceEnd = /(?<=[\p{L})\]"”'%]{2}[.!:]|\?)\s+/u;

/** The sentences of the forms' printed prose, for quoting: a stop, then a capital, a digit, a quote or a bracket. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.?!])\s+(?=[A-Z0-9“"(])/);
