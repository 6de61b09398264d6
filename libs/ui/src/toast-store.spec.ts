/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { dismissToast, toast, toastDurations, useCurrentToast } from './toast-store.js';

describe('toast store (spec 1 §9)', () => {
  let visible: () => ReturnType<typeof useCurrentToast>;
  const send = (...args: Parameters<typeof toast>) => {
    let id = 0;
    act(() => void (id = toast(...args)));
    return id;
  };
  const dismiss = (id?: number) => act(() => dismissToast(id));
  beforeEach(() => {
    const { result } = renderHook(() => useCurrentToast());
    visible = () => result.current;
  });
  afterEach(() => dismiss());

  it('has the spec durations', () => {
    expect(toastDurations).toEqual({ default: 5000, task: 3000, downloadError: 5000 });
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    send({ title: 'First' });
    send({ title: 'Second', variant: 'success' });
    expect(visible()?.title).toBe('Second');
  });

  it('keeps a failure when a success follows, then shows the latest success after it', () => {
    const failure = send({ title: 'Upload Failed', variant: 'destructive' });
    send({ title: 'Upload Successful' });
    send({ title: 'Upload Complete', variant: 'success' });
    expect(visible()?.title).toBe('Upload Failed');
    dismiss(failure);
    expect(visible()?.title).toBe('Upload Complete');
  });

  it('lets a newer failure replace a failure at once', () => {
    send({ title: 'Upload Failed', description: 'a.pdf', variant: 'destructive' });
    send({ title: 'Upload Failed', description: 'b.pdf', variant: 'destructive' });
    expect(visible()?.description).toBe('b.pdf');
  });

  it('forgets a waiting toast that is dismissed before its turn', () => {
    const failure = send({ title: 'Error', variant: 'destructive' });
    const waiting = send({ title: 'Saved' });
    dismiss(waiting);
    dismiss(failure);
    expect(visible()).toBeNull();
  });

  it('ignores a stale dismissal of a toast already replaced', () => {
    const first = send({ title: 'First' });
    send({ title: 'Second' });
    dismiss(first);
    expect(visible()?.title).toBe('Second');
  });
});
