import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js in Node draws on @napi-rs/canvas; its canvas factory is not in pdf.js's types.
interface NodeCanvas {
  encode(format: 'png'): Promise<Buffer>;
}
interface CanvasFactory {
  create(width: number, height: number): { canvas: NodeCanvas; context: CanvasRenderingContext2D };
}

/**
 * One page of a PDF as a PNG, drawn by pdf.js. Form fields are left out: the page's own boxes
 * show where they are, and the guide draws its highlight on top.
 */
export const renderPage = async (bytes: Uint8Array, pageNumber: number, scale: number): Promise<Buffer> => {
  const task = getDocument({ data: bytes, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const { canvas, context } = (pdf.canvasFactory as CanvasFactory).create(viewport.width, viewport.height);
    await page.render({ canvasContext: context, canvas: canvas as unknown as HTMLCanvasElement, viewport, annotationMode: 0 }).promise;
    return await canvas.encode('png');
  } finally {
    await task.destroy();
  }
};
