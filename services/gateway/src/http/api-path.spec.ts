import { isApiPath } from './api-path.js';

describe('isApiPath', () => {
  it.each(['/api', '/api/', '/api/auth/me', '/API', '/API/DOCUMENTS/1', '/Api/auth/me', '/aPi/'])('%s belongs to the API in any case', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/', '/app', '/apis', '/apiary/x', '/spanish/api', '/remotes/api/x'])('%s is a page or a file', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});
