// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { ActionsFooter, ApplyFooter, ViewRatesFooter } from './modal-footers';

function Page({ locksScroll = false, onClose = () => undefined }: { locksScroll?: boolean; onClose?(): void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere on the page</button>
      <Modal
        title="Filter rooms"
        isOpen={isOpen}
        locksScroll={locksScroll}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <ActionsFooter>
            <button type="button">Done</button>
          </ActionsFooter>
        }
      >
        <p>Body</p>
      </Modal>
    </>
  );
}

describe('the modal', () => {
  it('has a header with its title and a close control, the body, and the footer it is given', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter rooms' });
    expect(dialog).toHaveTextContent('Body');
    expect(screen.getByRole('button', { name: 'Close filter rooms' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('locks the page’s scrolling while shown when asked, and gives it back on closing', () => {
    render(<Page locksScroll />);
    document.body.style.overflow = 'auto';
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close filter rooms' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('leaves the page’s scrolling alone when not asked', () => {
    render(<Page />);
    document.body.style.overflow = '';
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when focus reaches the page outside it, once, and focus stays where it went', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    act(() => screen.getByRole('button', { name: 'Done' }).focus());
    expect(onClose).not.toHaveBeenCalled();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere on the page' });
    act(() => elsewhere.focus());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
  });

  it('gives focus back to the opener when closed from inside', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    act(() => screen.getByRole('button', { name: 'Done' }).focus());
    fireEvent.click(screen.getByRole('button', { name: 'Close filter rooms' }));
    expect(opener).toHaveFocus();
  });

  it('stays open when focus goes into a modal opened from it', () => {
    const onClose = vi.fn();
    function Nested() {
      const [isInnerOpen, setInnerOpen] = useState(false);
      return (
        <Modal title="Outer" isOpen onClose={onClose}>
          <button type="button" onClick={() => setInnerOpen(true)}>
            Open inner
          </button>
          <Modal title="Inner" isOpen={isInnerOpen} onClose={() => setInnerOpen(false)}>
            <button type="button">Inside inner</button>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    act(() => screen.getByRole('button', { name: 'Inside inner' }).focus());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });
});

describe('the modal footers', () => {
  it('Clear and Apply call back, Clear off while there is nothing to clear', () => {
    const onClear = vi.fn();
    const onApply = vi.fn();
    const { rerender } = render(<ApplyFooter onClear={onClear} onApply={onApply} isClearDisabled />);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    rerender(<ApplyFooter onClear={onClear} onApply={onApply} applyLabel="Show 3 rooms" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 rooms' }));
    expect([onClear.mock.calls.length, onApply.mock.calls.length]).toEqual([1, 1]);
  });

  it('View rates is a link to the rates it is given', () => {
    const onNavigate = vi.fn();
    render(
      <MemoryRouter>
        <ViewRatesFooter to="/reservation/availabilitySearch.mi?propertyCode=NYCTS" onNavigate={onNavigate} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'View rates' });
    expect(link).toHaveAttribute('href', '/reservation/availabilitySearch.mi?propertyCode=NYCTS');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
