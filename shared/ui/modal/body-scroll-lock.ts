/**
 * Locks the page's scrolling while a modal asks for it. Counted, so a modal opened from another keeps
 * the lock until the last one closes; the scrollbar's width is kept as padding, so the page does not
 * shift sideways when its scrollbar goes.
 */
let holders = 0;
let restore: (() => void) | null = null;

export function lockBodyScroll(): () => void {
  holders += 1;
  if (holders === 1) {
    const { body, documentElement } = document;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    restore = () => {
      body.style.overflow = before.overflow;
      body.style.paddingRight = before.paddingRight;
    };
  }
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    holders -= 1;
    if (holders === 0) {
      restore?.();
      restore = null;
    }
  };
}
