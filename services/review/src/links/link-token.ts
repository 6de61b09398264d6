import { createHash, randomBytes } from 'node:crypto';
import { reviewLinkPath } from '@formpath/contracts';

// 32 random bytes (256 bits), base64url: 43 characters, safe in a path.
const tokenBytes = 32;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The shape of a token we mint; anything else is not looked up at all. */
export const isLinkToken = (value: string): boolean => tokenPattern.test(value);

export const newLinkToken = (): string => randomBytes(tokenBytes).toString('base64url');

/** What is stored and looked up: the token itself never reaches the database. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const linkUrl = (publicUrl: string, token: string): string => `${publicUrl}${reviewLinkPath}${token}`;

/** The token of one of our review links, or null for any other URL. */
export const tokenOfLinkUrl = (publicUrl: string, url: string): string | null => {
  const prefix = `${publicUrl}${reviewLinkPath}`;
  const trimmed = url.trim();
  if (!trimmed.startsWith(prefix)) return null;
  const token = trimmed.slice(prefix.length);
  return isLinkToken(token) ? token : null;
};
