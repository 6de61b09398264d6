import { fireEvent, screen } from '@testing-library/react';
import { json, mockFetch, renderStep } from '../../test-support/render.js';
import { RawTextStep } from './raw-text-step.js';

const sessionId = '5a4f3c2e-1b0d-4e8f-9a7b-6c5d4e3f2a1b';
const raw = '--- passport.pdf · page 1 of 1 (text layer) ---\nMARTINEZ LOPEZ\n\n--- i94.pdf · page 1 of 1 (text layer) ---\nI-94 1234';

describe('step 3: raw text', () => {
  it('shows each document read-only with its character count, and continues', async () => {
    mockFetch(() => json({ sessionId, rawOcrText: raw }));
    const onContinue = jest.fn();
    await renderStep(<RawTextStep sessionId={sessionId} onContinue={onContinue} />);
    const passport = (await screen.findByLabelText('Text read from passport.pdf')) as HTMLTextAreaElement;
    expect(passport.readOnly).toBe(true);
    expect(passport.value).toContain('MARTINEZ LOPEZ');
    expect(screen.getByLabelText('Text read from i94.pdf')).toBeTruthy();
    // The total adds up the boxes shown, so it agrees with the per-document counts.
    const boxes = [passport, screen.getByLabelText('Text read from i94.pdf') as HTMLTextAreaElement];
    const counted = boxes.reduce((n, box) => n + box.value.length, 0);
    expect(screen.getByText(`Total: ${counted} characters`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip to Review' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('says when there is no text (spec 1 §8)', async () => {
    mockFetch(() => json({ sessionId, rawOcrText: '' }));
    await renderStep(<RawTextStep sessionId={sessionId} onContinue={jest.fn()} />);
    expect(await screen.findByText(/^No raw OCR text available\./)).toBeTruthy();
  });

  it('offers Skip to Review when the text cannot be loaded', async () => {
    mockFetch(() => json({ message: 'Not found' }, 404));
    const onContinue = jest.fn();
    await renderStep(<RawTextStep sessionId={sessionId} onContinue={onContinue} />);
    expect(await screen.findByText(/^Failed to load raw OCR text\. Please check your network connection and try again\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to Review' }));
    expect(onContinue).toHaveBeenCalled();
  });
});
