export interface RawTextPart {
  /** The document's file name; null for text before the first page header. */
  fileName: string | null;
  text: string;
}

// The server's page headers: '--- passport.pdf · page 1 of 2 (text layer) ---'.
const header = /^--- (.+) · page (\d+) of (\d+)(?: \([^)]*\))? ---$/;

/** The raw text cut into its documents (consecutive pages of one file), page headers kept. */
export const splitRawText = (raw: string): RawTextPart[] => {
  const parts: RawTextPart[] = [];
  for (const line of raw.split('\n')) {
    const fileName = header.exec(line)?.[1] ?? undefined;
    const last = parts.at(-1);
    if (fileName !== undefined && last?.fileName !== fileName) parts.push({ fileName, text: line });
    else if (last) last.text += `\n${line}`;
    else parts.push({ fileName: null, text: line });
  }
  return parts.map((p) => ({ ...p, text: p.text.trim() })).filter((p) => p.text.length > 0);
};
