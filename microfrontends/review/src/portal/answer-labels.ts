/** Answers of one section of the form, in form order: the section is the path's first key. */
export const bySection = (leaves: Record<string, string>, skip: Set<string>): Array<[string, Array<[string, string]>]> => {
  const sections = new Map<string, Array<[string, string]>>();
  for (const [path, value] of Object.entries(leaves)) {
    if (skip.has(path)) continue;
    const parts = path.split('.');
    // The I-765 model is flat: its answers form one section.
    const section = parts.length > 1 ? (parts[0] as string) : 'applicant';
    sections.set(section, [...(sections.get(section) ?? []), [path, value]]);
  }
  return [...sections];
};

