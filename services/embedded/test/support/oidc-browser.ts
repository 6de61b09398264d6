import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** Starts the test issuer and resolves once it listens. */
export const startIssuer = async (port: number, redirectUri: string): Promise<{ url: string; stop: () => void }> => {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oidc-issuer.mjs'), String(port), redirectUri], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the test issuer did not start')), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('issuer ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the test issuer exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
};

/** A minimal browser: follows redirects by hand and keeps cookies (one host, as browsers do across ports). */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return res;
  }

  /**
   * Signs in as `login` at the issuer's development login page, consenting when asked;
   * returns where our callback finally sends the browser.
   */
  async signInWithIssuer(appUrl: string, login: string, returnTo = '/app'): Promise<string> {
    let res = await this.fetch(`${appUrl}/api/auth/oidc/login?returnTo=${encodeURIComponent(returnTo)}`);
    for (let hop = 0; hop < 20; hop += 1) {
      const location = res.headers.get('location');
      if (!location) throw new Error(`no redirect at hop ${hop} (status ${res.status}): ${await res.text()}`);
      const next = new URL(location, res.url);
      if (next.origin === appUrl && !next.pathname.startsWith('/api/auth/oidc/callback')) return next.pathname + next.search;
      if (next.pathname.startsWith('/interaction/')) {
        const page = await (await this.fetch(next.href)).text();
        const action = /action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
        if (!action) throw new Error(`no form on the interaction page: ${page.slice(0, 200)}`);
        const body = page.includes('name="login"') ? `prompt=login&login=${encodeURIComponent(login)}&password=any` : 'prompt=consent';
        res = await this.fetch(new URL(action, next).href, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        });
        continue;
      }
      res = await this.fetch(next.href);
    }
    throw new Error('too many redirects');
  }
}
