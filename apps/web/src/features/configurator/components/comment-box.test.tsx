import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/i18n';
import { CommentBox } from './comment-box';

beforeAll(async () => {
  await i18n.loadNamespaces('configurator');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CommentBox', () => {
  it('saves 1 s after typing stops and limits the text to 2000 characters', async () => {
    vi.useFakeTimers();
    const onSave = vi.fn(async () => undefined);
    render(<CommentBox value="" disabled={false} onSave={onSave} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box.getAttribute('maxlength')).toBe('2000');
    fireEvent.change(box, { target: { value: 'Hello' } });
    vi.advanceTimersByTime(900);
    fireEvent.change(box, { target: { value: 'Hello there' } });
    vi.advanceTimersByTime(999);
    expect(onSave).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('Hello there');
    expect(screen.getByTestId('comment-status').textContent).toBe('Saved');
  });
});
