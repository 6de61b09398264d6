/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { ReviewStep } from './review-step.js';
import { documentView, fakeDocumentsApi, renderWithApp, sessionId } from './test-support.js';

describe('step 4: loading and the no-data screens of spec 1 §8', () => {
  it.each([
    ['I-485', 'No enhanced I-485 form data available. Please go back and process your document.', 'Go Back'],
    ['I-765', 'No I-765 form data available. Please go back and process your document.', 'Back to Raw Text'],
  ] as const)('%s without form data says so and offers the way back', async (formType, message, back) => {
    await fakeDocumentsApi(documentView(formType, null));
    const onBack = jest.fn();
    await renderWithApp(<ReviewStep sessionId={sessionId} formType={formType} onBack={onBack} onContinue={jest.fn()} />);
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: back }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('says when the application cannot be loaded, and tries again on request', async () => {
    const calls = await fakeDocumentsApi(documentView('I-485', null));
    globalThis.fetch = (async (url: string) => {
      calls.push({ method: 'GET', url, body: undefined });
      return new Response('{"message":"Not found"}', { status: 404, statusText: 'Not Found' });
    }) as typeof fetch;
    await renderWithApp(<ReviewStep sessionId={sessionId} formType="I-485" onBack={jest.fn()} onContinue={jest.fn()} />);
    expect(await screen.findByText('We could not load your form (Not found). Check your connection and try again.')).toBeTruthy();
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/We could not load your form/);
    expect(calls.length).toBeGreaterThan(before);
  });
});
