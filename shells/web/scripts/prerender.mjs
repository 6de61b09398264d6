// Writes the landing pages as HTML at build time (dist/prerendered/*.html and manifest.json):
// the gateway serves them for their exact paths, the browser paints them at once and hydrates.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const { landingPaths, prerender } = createRequire(import.meta.url)(join(root, 'dist-prerender/prerender.cjs'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { files } = JSON.parse(readFileSync(join(dist, 'bootstrap-assets.json'), 'utf8'));

// The bootstrap's styles as blocking links (no flash of unstyled text), its scripts preloaded.
const head = files
  .map((file) => (file.endsWith('.css') ? `<link rel="stylesheet" href="/${file}">` : file.endsWith('.js') ? `<link rel="preload" as="script" href="/${file}">` : ''))
  .join('');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttr = (value) => escapeText(value).replace(/"/g, '&quot;');

mkdirSync(join(dist, 'prerendered'), { recursive: true });
const manifest = {};
for (const path of landingPaths) {
  const { html, language, title } = await prerender(path);
  if (!html.includes('<h1')) throw new Error(`The pre-rendered ${path} has no heading: check the landing page`);
  const page = template
    // Replacer functions: a "$&" in the page text must stay text.
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root" data-prerendered="${escapeAttr(path)}">${html}</div>`);
  if (!page.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  const file = `${path === '/' ? 'home' : path.slice(1)}.html`;
  writeFileSync(join(dist, 'prerendered', file), page);
  manifest[path] = `prerendered/${file}`;
}
writeFileSync(join(dist, 'prerendered/manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`Pre-rendered ${Object.keys(manifest).length} landing pages: ${Object.keys(manifest).join(' ')}`);
