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

// The end-to-end tests drive Debian's Chromium; install it when we can (root with apt-get).
if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium for the end-to-end tests (apt-get install chromium)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.warn('Chromium is missing (/usr/bin/chromium): the end-to-end tests will fail. Install it with: sudo apt-get install chromium');
  }
}
