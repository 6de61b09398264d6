/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i765FormSchema } from '@formpath/contracts';
import { ReviewStep } from '../review-step.js';
import { toI765Values } from '../form-values.js';
import { documentView, evidence, fakeDocumentsApi, renderWithApp, sessionId, sources } from '../test-support.js';

const formData = { ...toI765Values({}), applicant_last_name: 'NGUYEN', applicant_first_name: 'AN', date_of_birth: '07/02/1995' };
const fields = { applicant_last_name: evidence('NGUYEN', 'medium', [sources.source('passport.pdf', 2, 'Surname NGUYEN')]) };

const setup = async () => {
  const calls = await fakeDocumentsApi(documentView('I-765', formData, fields));
  const onBack = jest.fn();
  const onContinue = jest.fn();
  await renderWithApp(<ReviewStep sessionId={sessionId} formType="I-765" onBack={onBack} onContinue={onContinue} />);
  await screen.findByRole('heading', { name: 'Review your I-765 answers' }, { timeout: 5000 });
  return { calls, onBack, onContinue };
};

describe('step 4: the I-765 review', () => {
  it('shows its five sections, Applicant Information marked Required, with provenance', async () => {
    await setup();
    const names = ['Applicant Information Required', 'Address Information', 'Contact Information', 'Immigration Information', 'Family Information'];
    for (const name of names) expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('true');
    const last = screen.getByLabelText('Family name (last name)') as HTMLInputElement;
    expect(last.value).toBe('NGUYEN');
    const provenance = document.getElementById(last.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-source'))!)!;
    expect(within(provenance).getByText('From passport.pdf, page 2')).toBeTruthy();
    expect(within(provenance).getByText('Medium confidence')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Raw Text' })).toBeTruthy();
  });

  it('shows "Save Changes" only when changed, and really saves to the server', async () => {
    const { calls, onContinue } = await setup();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Sex'), { target: { value: 'Male' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByTestId('toast').textContent).toContain('Changes saved');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(i765FormSchema.parse(put.body).sex).toBe('Male');
    expect(onContinue).not.toHaveBeenCalled();
    // Saved: continuing needs no second request.
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Share' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('checks answers with the contracts schema: a clear error at the field, gone once fixed, then saved', async () => {
    const { calls, onContinue } = await setup();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: `${'a'.repeat(495)}@example.test` } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const message = await screen.findByText('Please use at most 500 characters.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByTestId('toast').textContent).toContain('Please check the highlighted fields');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'an.nguyen@example.test' } });
    await waitFor(() => expect(screen.queryByText('Please use at most 500 characters.')).toBeNull());
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(i765FormSchema.parse(calls.find((c) => c.method === 'PUT')!.body).applicant_email).toBe('an.nguyen@example.test');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('"Back to Raw Text" goes back', async () => {
    const { onBack } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Raw Text' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
