// Runs before `npm start` and `npm test`, possibly on the machine's own Node before the
// project's Node 24 is installed: plain Node, no dependencies.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const installed = mtime('node_modules/.package-lock.json');
if (!installed || installed < mtime('package.json') || installed < mtime('package-lock.json')) {
  console.log('Installing dependencies (npm install)...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}

// The end-to-end tests drive Debian's Chromium and the rendered-page test uses poppler's
// pdftoppm; install them when we can (root with apt-get).
const onPath = (cmd) => (process.env.PATH ?? '').split(':').some((dir) => existsSync(`${dir}/${cmd}`));
const packages = [...(!existsSync('/usr/bin/chromium') ? ['chromium'] : []), ...(!onPath('pdftoppm') ? ['poppler-utils'] : [])];
if (process.argv.includes('--browser') && packages.length) {
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing ${packages.join(' and ')} for the tests (apt-get install)...`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
  } else {
    console.warn(`Missing for the tests: ${packages.join(', ')}. Install with: sudo apt-get install ${packages.join(' ')}`);
  }
}
