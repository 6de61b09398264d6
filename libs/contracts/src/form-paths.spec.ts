import { changedLeaves, formLeaves, withLeaves } from './form-paths.js';

describe('form paths', () => {
  const form = { a: { b: 'x', c: '' }, list: [{ d: '1' }, { d: '2' }] };

  it('lists every string leaf by path, array items by index', () => {
    expect(formLeaves(form)).toEqual({ 'a.b': 'x', 'a.c': '', 'list.0.d': '1', 'list.1.d': '2' });
  });

  it('replaces existing leaves only, on a copy', () => {
    const next = withLeaves(form, { 'a.c': 'y', 'list.1.d': '3', 'list.5.d': 'no', 'a.b.z': 'no', missing: 'no' });
    expect(next).toEqual({ a: { b: 'x', c: 'y' }, list: [{ d: '1' }, { d: '3' }] });
    expect(form.a.c).toBe('');
  });

  it('reports the leaves an edited copy changes, ignoring paths the form does not have', () => {
    expect(changedLeaves(form, { a: { b: 'x', c: 'new' }, list: [{ d: '1' }, { d: '2' }, { d: 'extra' }] })).toEqual({ 'a.c': 'new' });
  });
});
