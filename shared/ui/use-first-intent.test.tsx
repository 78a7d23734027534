// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstIntent } from './use-first-intent';

function Form({ onIntent }: { onIntent: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  useFirstIntent(ref, onIntent);
  return (
    <form ref={ref}>
      <label>
        Login
        <input name="login" />
      </label>
    </form>
  );
}

describe('useFirstIntent', () => {
  it('waits for the visitor to use the form, not for a focus given to it, and calls once', () => {
    const onIntent = vi.fn();
    render(<Form onIntent={onIntent} />);
    const login = screen.getByLabelText('Login');
    login.focus();
    expect(onIntent).not.toHaveBeenCalled();
    fireEvent.keyDown(login, { key: 'a' });
    fireEvent.input(login, { target: { value: 'a' } });
    fireEvent.pointerDown(login);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('counts a value put in without a key (autofill, paste) as using it', () => {
    const onIntent = vi.fn();
    render(<Form onIntent={onIntent} />);
    fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'ava@example.com' } });
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('calls at once when focus is already in the form as it mounts (typed before the script ran)', () => {
    const onIntent = vi.fn();
    // The server's field, focused before hydration: here, focus moves into the form as it mounts.
    function Hydrated() {
      const ref = useRef<HTMLDivElement>(null);
      useFirstIntent(ref, onIntent);
      return <div ref={ref}><input aria-label="Typed" autoFocus /></div>;
    }
    render(<Hydrated />);
    expect(onIntent).toHaveBeenCalledTimes(1);
  });
});
