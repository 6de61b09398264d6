/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i485FormSchema } from '@formpath/contracts';
import { ReviewStep } from '../review-step.js';
import { parentRow, toI485Values } from '../form-values.js';
import { documentView, evidence, fakeDocumentsApi, renderWithApp, sessionId, sources } from '../test-support.js';

const { source } = sources;
const passport = source('passport.pdf', 1, 'Surname / Nom GARCIA LOPEZ Given names MARIA');
const lease = (n: number) => source('lease.pdf', n, `Tenant address 12${n} Oak Street, Austin TX`, 'lease_or_utility_bill');

const formData = () => {
  const f = toI485Values({});
  f.biographic_information.full_name = { family_name: 'GARCIA LOPEZ', given_name: 'MARIA', middle_name: '' };
  f.biographic_information.date_of_birth = '03/14/1990';
  f.biographic_information.i_94_number = '12345678901';
  f.biographic_information.sex = 'F';
  f.address_history_5_years = [
    { street: '121 Oak Street', apt_number: '', city: 'Austin', state: 'TX', zip_code: '78701', country: 'United States', from_date: '01/2024', to_date: 'Present' },
    { street: '122 Oak Street', apt_number: '', city: 'Austin', state: 'TX', zip_code: '78701', country: 'United States', from_date: '01/2020', to_date: '12/2023' },
  ];
  return f;
};

const fields = {
  'biographic_information.full_name.family_name': evidence('GARCIA LOPEZ', 'high', [passport]),
  'biographic_information.date_of_birth': evidence('03/14/1990', 'high', [passport], [
    { value: '03/15/1990', confidence: 'medium', sources: [source('birth.pdf', 2, 'Born on 15 March 1990', 'birth_certificate')] },
  ]),
  'biographic_information.place_of_birth.city': evidence('Guadalajara', 'low', [source('birth.pdf', 1, 'City of birth: Guadalajara', 'birth_certificate')]),
  'biographic_information.i_94_number': evidence('12345678901', 'low', [source('i94.pdf', 1, 'Admission I-94 Record Number 12345678901', 'i94')]),
  'address_history_5_years.0.street': evidence('121 Oak Street', 'high', [lease(1)]),
  'address_history_5_years.1.street': evidence('122 Oak Street', 'medium', [lease(2)]),
};

const setup = async (putAnswer?: Parameters<typeof fakeDocumentsApi>[1], data = formData()) => {
  const calls = await fakeDocumentsApi(documentView('I-485', data, fields), putAnswer);
  const onBack = jest.fn();
  const onContinue = jest.fn();
  await renderWithApp(<ReviewStep sessionId={sessionId} formType="I-485" onBack={onBack} onContinue={onContinue} />);
  await screen.findByRole('heading', { name: 'Review your I-485 answers' }, { timeout: 5000 });
  return { calls, onBack, onContinue };
};

const parentRowOf = (family: string) => parentRow({ full_name: { family_name: family } });

const input = (name: string) => document.getElementById(`review-${name.replaceAll('.', '-')}`) as HTMLInputElement;

describe('step 4: the I-485 review', () => {
  it('shows the eight sections, all open, each collapsible', async () => {
    await setup();
    const titles = ['Biographic Information', 'Mailing and Physical Address', '5-Year Address History', '5-Year Employment and Education History', 'Parents', 'Marital History', 'Children', 'Biographic Characteristics'];
    const toggles = titles.map((title, i) => screen.getByRole('button', { name: `${i + 1} ${title}` }));
    expect(toggles.map((b) => b.getAttribute('aria-expanded'))).toEqual(Array(8).fill('true'));
    fireEvent.click(toggles[4]!);
    expect(toggles[4]!.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggles[4]!.getAttribute('aria-controls')!)!.hidden).toBe(true);
    fireEvent.click(toggles[4]!);
    expect(toggles[4]!.getAttribute('aria-expanded')).toBe('true');
  });

  it('offers the option lists of spec 1 §5, keeps a value outside them, and gives the date hints', async () => {
    await setup();
    const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
    expect(options('Sex')).toEqual(['Select...', 'Male', 'Female', 'F']);
    expect(options('Current marital status')).toEqual(['Select...', 'Single', 'Married', 'Divorced', 'Widowed', 'Separated']);
    expect(options('Ethnicity')).toEqual(['Select...', 'Hispanic or Latino', 'Not Hispanic or Latino']);
    expect(options('Eye color')).toEqual(['Select...', 'Black', 'Blue', 'Brown', 'Gray', 'Green', 'Hazel', 'Maroon', 'Pink', 'Unknown']);
    expect(options('Hair color')).toEqual(['Select...', 'Bald', 'Black', 'Blond', 'Brown', 'Gray', 'Red', 'Sandy', 'White', 'Unknown']);
    const race = screen.getByRole('group', { name: /Race/ });
    expect(within(race).getAllByRole('checkbox').map((c) => (c.closest('label') as HTMLElement).textContent)).toEqual([
      'White', 'Black or African American', 'American Indian or Alaska Native', 'Asian', 'Native Hawaiian or Other Pacific Islander',
    ]);
    // Dates are free text with the hints of spec 1 §5, tied to the input.
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-describedby')).toContain('review-biographic_information-date_of_birth-hint');
    expect(document.getElementById('review-biographic_information-date_of_birth-hint')!.textContent).toBe('MM/DD/YYYY');
    expect(document.getElementById('review-address_history_5_years-0-from_date-hint')!.textContent).toBe('MM/YYYY');
    expect(document.getElementById('review-address_history_5_years-0-to_date-hint')!.textContent).toBe('MM/YYYY or Present');
  });

  it('shows "Unsaved changes" after an edit and not before', async () => {
    await setup();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    fireEvent.change(screen.getByLabelText('Ethnicity'), { target: { value: 'Hispanic or Latino' } });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
  });

  it('adds and removes entries; a remaining row keeps its own provenance', async () => {
    await setup();
    const history = screen.getByRole('region', { name: /5-Year Address History/ });
    expect(within(history).getAllByRole('group', { name: /^Address \d$/ })).toHaveLength(2);
    fireEvent.click(within(history).getByRole('button', { name: 'Add address' }));
    expect(within(history).getAllByRole('group', { name: /^Address \d$/ })).toHaveLength(3);
    await waitFor(() => expect(document.activeElement).toBe(input('address_history_5_years.2.street')));
    expect(input('address_history_5_years.2.street').value).toBe('');

    fireEvent.click(within(history).getByRole('button', { name: 'Remove address 1' }));
    const rows = within(history).getAllByRole('group', { name: /^Address \d$/ });
    expect(rows).toHaveLength(2);
    expect(input('address_history_5_years.0.street').value).toBe('122 Oak Street');
    // The evidence of the row that was second is still the one shown beside it.
    expect(within(rows[0]!).getByText('From lease.pdf, page 2')).toBeTruthy();
    expect(within(rows[0]!).queryByText('From lease.pdf, page 1')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('shows where a value came from: file, page, confidence, and the snippet by click or keyboard', async () => {
    await setup();
    const provenance = document.getElementById('review-biographic_information-full_name-family_name-source')!;
    expect(within(provenance).getByText('From passport.pdf, page 1')).toBeTruthy();
    expect(within(provenance).getByText('High confidence')).toBeTruthy();
    const show = within(provenance).getByRole('button', { name: 'Show source text' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const note = within(provenance).getByRole('note');
    expect(note.textContent).toContain('Text read from passport.pdf, page 1:');
    expect(note.textContent).toContain('Surname / Nom GARCIA LOPEZ Given names MARIA');
    expect(note.querySelector('mark')!.textContent).toBe('GARCIA LOPEZ');
    fireEvent.keyDown(show, { key: 'Escape' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
  });

  it('lets the applicant choose between disagreeing documents; the choice sets the value', async () => {
    await setup();
    const chooser = screen.getByRole('group', { name: 'Your documents disagree. Choose the right value:' });
    const mine = within(chooser).getByRole('button', { name: /Use “03\/14\/1990”.*passport\.pdf, page 1 · High confidence/ });
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(chooser).getByRole('button', { name: /Use “03\/15\/1990”.*birth\.pdf, page 2 · Medium confidence/ }));
    expect(input('biographic_information.date_of_birth').value).toBe('03/15/1990');
    await waitFor(() => expect(screen.queryByRole('group', { name: /Your documents disagree/ })).toBeNull());
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('asks to confirm a low-confidence value and offers an unsure reading the pipeline left blank', async () => {
    await setup();
    // The disputed date of birth, the unsure I-94 number, the unsure city of birth.
    expect(screen.getByText('3 values read from your documents need your check.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm “12345678901” for Form I-94 Arrival-Departure Record number' }));
    expect(await screen.findByText('2 values read from your documents need your check.')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();

    const city = input('biographic_information.place_of_birth.city');
    expect(city.value).toBe('');
    expect(screen.getByText('We may have found this value, but we are not sure: “Guadalajara”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use “Guadalajara” for City or town of birth' }));
    expect(city.value).toBe('Guadalajara');
    expect(await screen.findByText('1 value read from your documents needs your check.')).toBeTruthy();
  });

  it('counts empty needed fields, lists them and jumps to one, with a marker on each', async () => {
    await setup();
    const count = screen.getByTestId('empty-count');
    const before = Number(/(\d+) fields the form needs are empty/.exec(count.textContent!)![1]);
    expect(before).toBeGreaterThan(5);
    expect(within(input('biographic_information.citizenship_country').closest('.form-field') as HTMLElement).getByText('Needed')).toBeTruthy();
    fireEvent.click(within(count).getByRole('button', { name: 'Show empty fields' }));
    const link = screen.getByRole('button', { name: 'Biographic Information: Country of citizenship or nationality' });
    fireEvent.click(screen.getByRole('button', { name: '1 Biographic Information' })); // closed: the link opens it again
    fireEvent.click(link);
    expect(document.activeElement).toBe(input('biographic_information.citizenship_country'));
    fireEvent.change(input('biographic_information.citizenship_country'), { target: { value: 'Mexico' } });
    await waitFor(() => expect(screen.getByTestId('empty-count').textContent).toContain(`${before - 1} field`));
  });

  it('opens the field guide in a new tab', async () => {
    await setup();
    const guide = screen.getByRole('link', { name: /Open the I-485 Field Guide/ });
    expect(guide.getAttribute('href')).toBe(`/i485-guide?session=${sessionId}`);
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toContain('noopener');
  });

  it('opens at the field the guide asked for (?field=), once: the request leaves the address', async () => {
    window.history.replaceState(null, '', `/app?field=biographic_information.i_94_number`);
    await setup();
    await waitFor(() => expect(document.activeElement).toBe(input('biographic_information.i_94_number')));
    expect(window.location.search).toBe('');
  });

  it('opens the section the guide asked for (?section=) and moves focus to its heading', async () => {
    window.history.replaceState(null, '', `/app?section=parents`);
    await setup();
    const heading = screen.getByRole('button', { name: /Parents/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    expect(window.location.search).toBe('');
  });

  it('"Continue to Share" saves the whole edited form (Saving... meanwhile), then continues', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls, onContinue } = await setup(async (call) => {
      await gate;
      return new Response(JSON.stringify({ success: true, formData: call.body }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    fireEvent.change(input('biographic_information.full_name.given_name'), { target: { value: 'María José' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Share' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    await act(async () => release());
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/documents/${sessionId}/form`);
    const sent = i485FormSchema.parse(put.body); // the server's strict schema accepts it
    expect(sent.biographic_information.full_name.given_name).toBe('María José');
    expect(sent.address_history_5_years).toHaveLength(2);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('continues without a request when nothing changed; "Go Back" goes back', async () => {
    const { calls, onContinue, onBack } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Share' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('keeps the edits and says so when saving fails; the applicant may retry or go on', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { calls, onContinue } = await setup(async (call) =>
      fail
        ? new Response(JSON.stringify({ message: 'The form data is not valid: parents: Too big' }), { status: 400, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ success: true, formData: call.body }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    fireEvent.change(input('biographic_information.full_name.middle_name'), { target: { value: 'Elena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Share' }));
    expect(await screen.findByText('Your changes could not be saved (The form data is not valid: parents: Too big). They are still in the form below.')).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('Your changes were not saved');
    expect(onContinue).not.toHaveBeenCalled();
    expect(input('biographic_information.full_name.middle_name').value).toBe('Elena');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    error.mockRestore();
  });

  it('refuses an answer over the server limit with a clear error tied to the input', async () => {
    const { onContinue } = await setup();
    const street = input('biographic_information.mailing_address.street');
    fireEvent.change(street, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Share' }));
    const message = await screen.findByText('Please use at most 500 characters.');
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(street.getAttribute('aria-describedby')).toContain(message.id);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('says on the list itself when it holds more entries than the form allows, opening its section', async () => {
    const data = formData();
    data.parents = Array.from({ length: 5 }, (_, i) => parentRowOf(`PARENT ${i + 1}`));
    const { calls, onContinue } = await setup(undefined, data);
    const toggle = screen.getByRole('button', { name: '5 Parents' });
    fireEvent.click(toggle); // closed: the error opens it again
    fireEvent.change(input('parents.0.country_of_birth'), { target: { value: 'Mexico' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Share' }));
    const parents = screen.getByRole('region', { name: /Parents/ });
    expect(await within(parents).findByText('This list can hold up to 4 entries. Please remove the extra ones.')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(onContinue).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
