/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CheckboxGroup, ChoiceList, CollapsibleSection, ConfidenceBadge, FieldRow, RepeatableItem, SelectInput, SourceSnippet, TextInput, describedBy, loadFormStyles } from '../index.js';

// jsdom has no PointerEvent: a minimal one, so a test can tell a mouse from a finger.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

describe('form building blocks', () => {
  it('FieldRow labels the input and ties hint, error and provenance to it', () => {
    render(
      <FieldRow id="dob" label="Date of birth" hint="MM/DD/YYYY" error="Too long" neededMarker="Needed" provenance={<span>From passport.pdf</span>}>
        <TextInput id="dob" invalid aria-describedby={describedBy('dob', { hint: true, error: true, provenance: true })} />
      </FieldRow>,
    );
    const input = screen.getByLabelText('Date of birth');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('dob-error dob-hint dob-source');
    expect(screen.getByRole('alert').textContent).toBe('Too long');
    expect(document.getElementById('dob-hint')!.textContent).toBe('MM/DD/YYYY');
    expect(document.getElementById('dob-source')!.textContent).toBe('From passport.pdf');
    expect(screen.getByText('Needed')).toBeTruthy();
    expect(describedBy('x', {})).toBeUndefined();
  });

  it('SelectInput lists its options after the placeholder and keeps a value outside them', () => {
    render(
      <label>
        Eye color
        <SelectInput options={[{ value: 'Brown', label: 'Brown' }]} placeholder="Select..." currentValue="BRO" value="BRO" onChange={() => undefined} />
      </label>,
    );
    const select = screen.getByLabelText('Eye color') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select...', 'Brown', 'BRO']);
    expect(select.value).toBe('BRO');
  });

  it('CheckboxGroup is a named group whose value keeps the list order', () => {
    const Harness = () => {
      const [value, setValue] = useState<string[]>([]);
      return (
        <>
          <CheckboxGroup id="race" legend="Race" options={['A', 'B', 'C'].map((v) => ({ value: v, label: v }))} value={value} onChange={setValue} />
          <output>{value.join(',')}</output>
        </>
      );
    };
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Race' });
    fireEvent.click(within(group).getByLabelText('C'));
    fireEvent.click(within(group).getByLabelText('A'));
    expect(screen.getByRole('status').textContent).toBe('A,C');
    fireEvent.click(within(group).getByLabelText('C'));
    expect(screen.getByRole('status').textContent).toBe('A');
  });

  it('CollapsibleSection is a disclosure whose content stays mounted', () => {
    const Harness = () => {
      const [open, setOpen] = useState(true);
      return (
        <CollapsibleSection id="s" title="Parents" open={open} onOpenChange={setOpen}>
          <input aria-label="Name" defaultValue="Rosa" />
        </CollapsibleSection>
      );
    };
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Parents' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const content = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(content.hidden).toBe(true);
    expect((content.querySelector('input') as HTMLInputElement).value).toBe('Rosa');
    expect(screen.getByRole('region', { name: 'Parents' })).toBeTruthy();
  });

  it('RepeatableItem names its entry and its remove button', () => {
    const onRemove = jest.fn();
    render(
      <RepeatableItem legend="Child 2" removeLabel="Remove child 2" removeText="Remove" onRemove={onRemove}>
        <input aria-label="Full name" />
      </RepeatableItem>,
    );
    const group = screen.getByRole('group', { name: 'Child 2' });
    fireEvent.click(within(group).getByRole('button', { name: 'Remove child 2' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('SourceSnippet opens on mouse hover, toggles by click or tap, closes with Escape', () => {
    render(<SourceSnippet id="snip" label="Show source text" caption="Text read from i94.pdf, page 1:" snippet="Admission Record Number 12345678901" value="12345678901" />);
    const button = screen.getByRole('button', { name: 'Show source text' });
    fireEvent.pointerOver(button, { pointerType: 'mouse' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerOut(button, { pointerType: 'mouse', relatedTarget: document.body });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerOver(button, { pointerType: 'touch' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('note').textContent).toBe('Text read from i94.pdf, page 1:Admission Record Number 12345678901');
    expect(screen.getByRole('note').querySelector('mark')!.textContent).toBe('12345678901');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('ChoiceList marks the current value and reports a choice; ConfidenceBadge says its level in words', () => {
    const onChoose = jest.fn();
    render(
      <>
        <ChoiceList
          legend="Your documents disagree"
          choices={[
            { value: 'A', label: 'Use A', detail: 'a.pdf, page 1', selected: true },
            { value: 'B', label: 'Use B', detail: 'b.pdf, page 3', selected: false },
          ]}
          onChoose={onChoose}
        />
        <ConfidenceBadge level="low">Low confidence</ConfidenceBadge>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Your documents disagree' });
    expect(within(group).getByRole('button', { name: /Use A/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Use B b.pdf, page 3' }));
    expect(onChoose).toHaveBeenCalledWith('B');
    expect(screen.getByText('Low confidence').getAttribute('data-confidence')).toBe('low');
  });

  it('loadFormStyles resolves even where the style sheet cannot load', async () => {
    await expect(loadFormStyles()).resolves.toBeUndefined();
  });
});
