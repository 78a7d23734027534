import { useEffect, type RefObject } from 'react';

export type DismissOptions = {
  isOpen: boolean;
  /** The disclosure's button and panel: a click or focus inside it keeps the panel open. */
  containerRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
  onClose(): void;
};

/**
 * Closes an open disclosure panel the ways people expect to: Escape, a click outside, or Tab moving
 * past its last item. Escape and a click outside give the focus back to the button, so a keyboard or
 * screen-reader user stays where they were; but a click that landed on another control keeps the focus
 * there, and Tab keeps it where it went.
 */
export function useDismiss({ isOpen, containerRef, buttonRef, onClose }: DismissOptions) {
  useEffect(() => {
    if (!isOpen) return;
    const isInside = (target: EventTarget | null) => target instanceof Node && (containerRef.current?.contains(target) ?? false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      buttonRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (isInside(event.target)) return;
      onClose();
      const focused = document.activeElement;
      if (!focused || focused === document.body || isInside(focused)) buttonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInside(event.target)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, containerRef, buttonRef, onClose]);
}
