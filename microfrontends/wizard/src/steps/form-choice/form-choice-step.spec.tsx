import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockFetch, renderStep } from '../../test-support/render.js';
import { FormChoiceStep } from './form-choice-step.js';

const sessionId = '5a4f3c2e-1b0d-4e8f-9a7b-6c5d4e3f2a1b';

describe('step 1.5: form choice', () => {
  it('offers the two cards with I-485 chosen, and saves the form type before going on', async () => {
    const calls = mockFetch(() => json({ success: true, formType: 'I-485' }));
    const onSelect = jest.fn();
    const onConfirmed = jest.fn();
    const onBack = jest.fn();
    await renderStep(<FormChoiceStep sessionId={sessionId} formType="I-485" onSelect={onSelect} onBack={onBack} onConfirmed={onConfirmed} />);

    expect(screen.getByRole('heading', { name: 'Choose your form' })).toBeTruthy();
    const i485 = screen.getByRole('radio', { name: /I-485.*Most popular.*24-page form/ }) as HTMLInputElement;
    const i765 = screen.getByRole('radio', { name: /I-765.*New.*7-page form/ }) as HTMLInputElement;
    expect([i485.checked, i765.checked]).toEqual([true, false]);
    fireEvent.click(i765);
    expect(onSelect).toHaveBeenCalledWith('I-765');

    fireEvent.click(screen.getByRole('button', { name: 'Back to Upload' }));
    expect(onBack).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Process I-485 Form' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'POST', url: `/api/documents/${sessionId}/form-type`, body: { formType: 'I-485' } }]);
  });

  it('goes on to processing when saving fails (spec 1 §7: only logged; processing carries the form type)', async () => {
    mockFetch(() => json({ message: 'Not found' }, 404));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onConfirmed = jest.fn();
    await renderStep(<FormChoiceStep sessionId={sessionId} formType="I-765" onSelect={jest.fn()} onBack={jest.fn()} onConfirmed={onConfirmed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Process I-765 Form' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
