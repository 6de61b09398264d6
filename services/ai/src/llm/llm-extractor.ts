import { ChatOpenAI } from '@langchain/openai';
import { formSchemas, type FieldEvidence, type FormType, type StructureRequest } from '@formpath/contracts';
import { comparable } from '../extraction/text.js';

export interface LlmSettings {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
}


/**
 * Structured output from an OpenAI-compatible model, against the form's own zod schema. Each
 * value is grounded: found in the documents' text it gets a page and snippet and medium
 * confidence; not found, it is kept as low-confidence evidence only.
 */
export const extractWithLlm = async (settings: LlmSettings, request: StructureRequest): Promise<{ formData: Record<string, unknown>; fields: Record<string, FieldEvidence> }> => {
  const model = new ChatOpenAI({
    apiKey: settings.apiKey,
    model: settings.model,
    temperature: 0,
    maxRetries: 1,
    timeout: 90_000,
    ...(settings.baseUrl ? { configuration: { baseURL: settings.baseUrl } } : {}),
  });
  const schema = formSchemas[request.formType as FormType];
  const structured = model.withStructuredOutput(schema, { name: 'form_data', method: 'jsonSchema' });
  const documents = request.documents
    .map((d) => `### Document ${d.fileName}\n${d.pages.map((p) => `[page ${p.page}]\n${p.text}`).join('\n')}`)
    .join('\n\n');
  const formData = (await structured.invoke([
    {
      role: 'system',
      content:
        `You fill the USCIS ${request.formType} data model from an applicant's documents. Use only what the documents state; ` +
        'leave a field empty rather than guess. Dates MM/DD/YYYY (histories MM/YYYY), countries as English names, US states as two-letter codes.',
    },
    { role: 'user', content: documents },
  ])) as Record<string, unknown>;

  const fields: Record<string, FieldEvidence> = {};
  const pages = request.documents.flatMap((d) => d.pages.map((p) => ({ d, p, text: comparable(p.text) })));
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      if (!node.trim()) return;
      const needle = comparable(node);
      const hit = needle.length >= 2 ? pages.find((x) => x.text.includes(needle)) : undefined;
      const where = hit ?? pages[0];
      if (!where) return;
      const at = where.p.text.toLowerCase().indexOf(node.toLowerCase().split(/\s+/)[0] ?? '');
      fields[path] = {
        value: node,
        confidence: hit ? 'medium' : 'low',
        sources: [{ documentId: where.d.documentId, fileName: where.d.fileName, documentKind: 'other', page: where.p.page, snippet: where.p.text.slice(Math.max(0, at - 40), Math.max(0, at) + 120).replace(/\s+/g, ' ').trim(), method: 'llm' }],
        conflicts: [],
      };
    } else if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${path}.${i}`));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(formData, '');
  return { formData, fields };
};
