import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/i18n';
import { IntegerInput, integerProblem } from './integer-input';

beforeAll(async () => {
  await i18n.loadNamespaces('configurator');
});

afterEach(() => {
  vi.useRealTimers();
});

const setup = (props: Partial<Parameters<typeof IntegerInput>[0]> = {}) => {
  const onCommit = vi.fn();
  render(<IntegerInput label="Width (mm)" value="1000" min={800} max={1100} onCommit={onCommit} {...props} />);
  return { onCommit, input: screen.getByRole('textbox', { name: 'Width (mm)' }) as HTMLInputElement };
};

describe('IntegerInput', () => {
  it('accepts an optional sign and digits while typing, also empty or just a minus', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: '' } });
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '-' } });
    expect(input.value).toBe('-');
    fireEvent.change(input, { target: { value: '-12' } });
    expect(input.value).toBe('-12');
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('-12');
    fireEvent.change(input, { target: { value: '1.5' } });
    expect(input.value).toBe('-12');
  });

  it('applies a valid number on Enter and on leaving the field', () => {
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: '1050' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith('1050');
    fireEvent.change(input, { target: { value: '0900' } });
    fireEvent.blur(input);
    expect(onCommit).toHaveBeenLastCalledWith('900');
  });

  it('refuses an empty field, a lone minus and numbers out of range without applying them', () => {
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: '-' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Please input a number');
    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Enter a value from 800 to 1100.');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("names the rule's reason for the bound a refused number crosses", () => {
    const { input } = setup({
      min: 600,
      max: 1000,
      minReason: null,
      maxReason: 'Single leaf doors are at most 1000 mm wide (Leaves: Single)',
    });
    fireEvent.change(input, { target: { value: '1200' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a value from 600 to 1000. Single leaf doors are at most 1000 mm wide (Leaves: Single)',
    );
    expect(screen.getByTestId('range-reason').textContent).toContain('Single leaf doors');
    // Below the minimum the parameter's own range decides: no rule's reason to show.
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Enter a value from 600 to 1000.');
  });

  it('applies the slider only after 1 s without movement', () => {
    vi.useFakeTimers();
    const { onCommit } = setup();
    const slider = screen.getByRole('slider');
    fireEvent.change(slider, { target: { value: '900' } });
    vi.advanceTimersByTime(600);
    fireEvent.change(slider, { target: { value: '950' } });
    vi.advanceTimersByTime(999);
    expect(onCommit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('950');
  });

  it('applies a typed number 1 s after typing stops, once, and Enter before then applies it at once', () => {
    vi.useFakeTimers();
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: '9' } });
    vi.advanceTimersByTime(500);
    fireEvent.change(input, { target: { value: '95' } });
    vi.advanceTimersByTime(500);
    fireEvent.change(input, { target: { value: '950' } });
    vi.advanceTimersByTime(999);
    expect(onCommit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('950');
    fireEvent.change(input, { target: { value: '1020' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    vi.advanceTimersByTime(2000);
    expect(onCommit).toHaveBeenCalledTimes(2);
    expect(onCommit).toHaveBeenLastCalledWith('1020');
  });

  it('shows a range whose minimum equals its maximum as a fixed value', () => {
    render(<IntegerInput label="Width (mm)" value="900" min={900} max={900} onCommit={vi.fn()} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('integer-fixed').textContent).toBe('900');
  });

  it('names the problem of a typed value', () => {
    expect(integerProblem('', 0, 10)).toBe('number');
    expect(integerProblem('-', 0, 10)).toBe('number');
    expect(integerProblem('-1', 0, 10)).toBe('range');
    expect(integerProblem('-1', -5, 10)).toBeNull();
    expect(integerProblem('12', null, null)).toBeNull();
  });
});
