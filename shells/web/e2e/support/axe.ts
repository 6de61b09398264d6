import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(__filename);
const axeSource = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core on the page as it is now and returns the critical and serious violations.
 * The page's context must bypass the CSP (axe is injected as a script).
 */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
};
