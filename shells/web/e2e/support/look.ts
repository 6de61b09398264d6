import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';

const screenshotDir = process.env['SCREENSHOT_DIR'];

/**
 * A page as a person sees it at 1280 and 375 px: no critical or serious axe violation at either
 * width (and, when asked, nothing wider than the screen), with screenshots when SCREENSHOT_DIR is set.
 */
export const lookAtBothWidths = async (page: Page, name: string, { fullPage = true, noOverflow = false } = {}): Promise<void> => {
  for (const [width, height] of [[1280, 900], [375, 800]] as const) {
    await page.setViewportSize({ width, height });
    expect(await seriousViolations(page)).toEqual([]);
    if (noOverflow) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (screenshotDir) {
      mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};
