import { render, screen } from '@testing-library/react';
import { initI18n, loadLanguage } from '@formpath/i18n';
import { feeSchedule } from '@formpath/forms/fee-schedule';
import { CopyrightFooter } from './copyright-footer.js';
import { FeeReminder } from './fee-reminder.js';
import { LocalizedProgress } from './localized-progress.js';

describe("the Spanish and Filipino flows' frame", () => {
  afterEach(() => loadLanguage('en'));

  it("shows 'Step X of 6' and the four stages, the current one marked", async () => {
    await initI18n('en');
    render(<LocalizedProgress current={5} />);
    expect(screen.getByText('Step 5 of 6')).toBeTruthy();
    const stages = screen.getAllByRole('listitem').map((li) => [li.textContent, li.getAttribute('aria-current')]);
    expect(stages).toEqual([
      ['1Upload', null],
      ['2Process', null],
      ['3Review', 'step'],
      ['4Download', null],
    ]);
  });

  it('reminds of the current I-485 fee from the dated fee table, in the reader’s language', async () => {
    await initI18n('tl');
    render(<FeeReminder />);
    const text = screen.getByTestId('fee-reminder').textContent ?? '';
    const adult = feeSchedule.fees['I-485'].find((fee) => !fee.ages?.max)?.amount ?? 0;
    expect(text).toContain(`$${adult.toLocaleString('en-US')}`);
    expect(text).toContain(new Intl.DateTimeFormat('fil', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(feeSchedule.effectiveDate)));
    expect(text).not.toContain('1,225');
  });

  it("has the copyright footer with this year's date", async () => {
    await initI18n('es');
    render(<CopyrightFooter />);
    expect(screen.getByRole('contentinfo').textContent).toContain(String(new Date().getFullYear()));
  });
});
