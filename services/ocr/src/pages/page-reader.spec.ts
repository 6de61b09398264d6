import { pageLimits } from '@formpath/contracts';
import { badFiles, hostileFiles } from '@formpath/testing';
import { PageReader } from './page-reader.js';

/** Rendering for OCR stays within the pixel budget and its memory, whatever a page declares. */
describe('page rendering within a budget', () => {
  const reader = new PageReader();
  afterAll(() => reader.onApplicationShutdown());

  it('renders an ordinary page at 200 dpi', async () => {
    const { pages } = await reader.read(await hostileFiles.hugePage(612));
    expect(pages[0]).toMatchObject({ width: 1700, height: 1700 });
  });

  it('scales a 41-inch page down to the pixel budget, in bounded memory', async () => {
    const { pages, cost } = await reader.read(await hostileFiles.hugePage(3000));
    const page = pages[0] as { width: number; height: number };
    expect(page.width * page.height).toBeLessThanOrEqual(pageLimits.maxPixels * 1.01);
    expect(cost.largestPagePixels).toBeLessThanOrEqual(pageLimits.maxPixels * 1.01);
    expect(cost.peakMemoryBytes).toBeLessThan(300 * 2 ** 20);
  });

  it('does not decode an image past the pixel budget', async () => {
    const { pages, cost } = await reader.read(await hostileFiles.pixelFlood());
    expect(pages).toHaveLength(1);
    expect(cost.peakMemoryBytes).toBeLessThan(300 * 2 ** 20);
  });

  it('refuses a page too large to read at any useful resolution', async () => {
    await expect(reader.read(await hostileFiles.hugePage(14_400))).rejects.toThrow('page 1 is 200.0 × 200.0 inches, too large to read');
  });

  it('still takes the text layer where there is one', async () => {
    const { pages } = await reader.read(await badFiles.valid(2));
    expect(pages.map((p) => 'text' in p)).toEqual([true, true]);
  });
});
