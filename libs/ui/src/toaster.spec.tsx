import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@formpath/i18n';
import { dismissToast, toast, toastDurations } from './toast-store.js';
import { Toaster } from './toaster.js';

const shown = () => screen.queryAllByTestId('toast').map((el) => el.textContent);
const later = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const show = (...args: Parameters<typeof toast>) => act(() => void toast(...args));

describe('Toaster (spec 1 §9)', () => {
  beforeAll(async () => {
    await initI18n();
    // jsdom has no pointer capture; Radix captures the pointer during a swipe.
    Object.assign(HTMLElement.prototype, { setPointerCapture: () => undefined, releasePointerCapture: () => undefined, hasPointerCapture: () => false });
    // jsdom has no PointerEvent: without one the coordinates of a swipe would be lost.
    if (!('PointerEvent' in window)) {
      class PointerEvent extends MouseEvent {
        readonly pointerId: number;
        readonly pointerType: string;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
          this.pointerType = init.pointerType ?? 'mouse';
        }
      }
      Object.assign(window, { PointerEvent });
    }
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    jest.useRealTimers();
  });

  it('shows one toast at a time, for 5000 ms by default', () => {
    render(<Toaster />);
    show({ title: 'Upload Successful', description: 'a.pdf has been uploaded successfully' });
    show({ title: 'Upload Complete', description: '2 document(s) uploaded.' });
    expect(shown()).toEqual([expect.stringContaining('Upload Complete')]);
    later(4900);
    expect(shown()).toHaveLength(1);
    later(200);
    expect(shown()).toEqual([]);
  });

  it('lets a caller choose the duration: task toasts 3 s, the download error 5 s', () => {
    render(<Toaster />);
    show({ title: 'Link copied to clipboard', duration: toastDurations.task });
    later(2900);
    expect(shown()).toHaveLength(1);
    later(200);
    expect(shown()).toEqual([]);

    show({ title: 'Download Error', description: 'Failed to download the PDF. Please try again later.', variant: 'destructive', duration: toastDurations.downloadError });
    later(4900);
    expect(shown()).toEqual([expect.stringContaining('Download Error')]);
    later(200);
    expect(shown()).toEqual([]);
  });

  it('never replaces a failure with a success a moment later: the success follows once the failure has had its time', () => {
    render(<Toaster />);
    show({ title: 'Upload Failed', description: 'fake.pdf: Please select a valid PDF file', variant: 'destructive' });
    later(300);
    show({ title: 'Upload Complete', description: '2 document(s) uploaded.', duration: toastDurations.task });
    expect(shown()).toEqual([expect.stringContaining('Upload Failed')]);
    later(4800);
    expect(shown()).toEqual([expect.stringContaining('Upload Complete')]);
    later(3100);
    expect(shown()).toEqual([]);
  });

  it('announces failures assertively and other toasts politely', () => {
    render(<Toaster />);
    // Radix mirrors the toast into a live announcer; its politeness says how urgent it is.
    show({ title: 'Upload Failed', variant: 'destructive' });
    expect(document.querySelector('[role="status"][aria-live="assertive"]')).not.toBeNull();
    act(() => dismissToast());
    show({ title: 'Saved', variant: 'success' });
    expect(document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
    expect(document.querySelector('[role="status"][aria-live="assertive"]')).toBeNull();
  });

  it('focuses the notifications region with F8', () => {
    render(<Toaster />);
    show({ title: 'Saved' });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: /Notifications/ }).querySelector('ol'));
  });

  it('closes with its Close button, labelled for screen readers', () => {
    render(<Toaster />);
    show({ title: 'Saved' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(shown()).toEqual([]);
  });

  it('is dismissed by a swipe right past 50 px, and stays after a shorter one', () => {
    render(<Toaster />);
    show({ title: 'Saved' });
    const swipe = (dx: number) => {
      const el = screen.getByTestId('toast');
      fireEvent.pointerDown(el, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(el, { clientX: 105, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(el, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(el, { clientX: 100 + dx, clientY: 10, pointerId: 1 });
    };
    swipe(40);
    expect(shown()).toHaveLength(1);
    swipe(60);
    later(0);
    expect(shown()).toEqual([]);
  });
});
