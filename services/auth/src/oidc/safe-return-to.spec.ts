import { safeReturnTo } from './oidc.service.js';

describe('safeReturnTo', () => {
  it.each([
    ['/app', '/app'],
    ['/app#step2', '/app#step2'],
    ['/asylum/guide?x=1', '/asylum/guide?x=1'],
    ['https://evil.example/app', '/app'],
    ['//evil.example', '/app'],
    ['/\\evil.example', '/app'],
    ['', '/app'],
    [undefined, '/app'],
  ])('%p -> %p', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
