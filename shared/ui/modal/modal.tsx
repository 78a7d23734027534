import { styled } from '@linaria/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMessages } from '../../i18n/messages-context';
import { useIsHydrated } from '../../ssr/use-is-hydrated';
import { colors, fonts, fontSizes, motion, radii, shadows, space } from '../theme';
import { lockBodyScroll } from './body-scroll-lock';

const Surface = styled.dialog`
  width: min(480px, calc(100vw - 2rem));
  /* Held near the top rather than centred: a dialog whose content grows (an overlay's promotion
     arriving, an error said) grows downwards, so nothing above moves under the guest's pointer. */
  margin: min(8vh, 4rem) auto auto;
  max-height: calc(100vh - min(8vh, 4rem) - 1rem);
  padding: 0;
  border: none;
  border-radius: ${radii.card};
  box-shadow: ${shadows.modal};
  background: ${colors.surface};
  color: ${colors.ink};
  &[data-size='wide'] {
    width: min(960px, calc(100vw - 2rem));
  }
  &::backdrop {
    background: ${colors.backdrop};
  }

  /* Kept ready while closed: laid out at its real size off screen, invisible and out of the tab order,
     so a framed overlay inside can load and measure itself before the dialog opens. */
  &[data-keep-mounted='true']:not([open]) {
    display: block;
    position: fixed;
    top: 0;
    left: -10000px;
    visibility: hidden;
    pointer-events: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs};
  padding-block: ${space.sm} ${space.xxs};
  padding-inline: ${space.lg} ${space.xs};
  & > h2 {
    margin: 0;
    font-family: ${fonts.display};
    font-size: ${fontSizes.xl};
  }
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  color: inherit;
  cursor: pointer;
  transition: background-color ${motion.fast} ${motion.easeStandard};
  &:hover {
    background: ${colors.subtle};
  }
`;

// The dialog itself scrolls (it holds the close button, so a keyboard can reach and scroll it); the
// footer sticks to its bottom edge, so the actions stay in view over a long body.
const Body = styled.div``;

const Footer = styled.div`
  position: sticky;
  bottom: 0;
  padding: ${space.sm} ${space.lg};
  border-top: 1px solid ${colors.line};
  background: ${colors.surface};
`;

// Invisible but focusable: reaching one sends focus round to the other end of the dialog.
const FocusGuard = styled.span`
  position: fixed;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
  outline: none;
`;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]';

function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('data-focus-guard'),
  );
}

export type ModalProps = {
  title: string;
  isOpen: boolean;
  onClose(): void;
  /** Keep the content rendered (hidden) while closed, e.g. to preload a framed overlay before opening. */
  keepMounted?: boolean;
  /** Wide for content such as a hotel's photos; regular (480 px) for forms. */
  size?: 'regular' | 'wide';
  /** The × button's name when "Close" and the title would read badly, e.g. for a question. */
  closeLabel?: string;
  /** Stays in view under the scrolling body: one of `./modal-footers` (Clear and Apply, View rates, or actions). */
  footer?: ReactNode;
  /** Stops the page behind from scrolling while the modal is shown (spec 2.6: when asked). */
  locksScroll?: boolean;
  /** The body. */
  children: ReactNode;
};

/**
 * Whether focus landing on `target` has left this modal for the page: focus in a modal opened from this
 * one (rendered beside it, at the end of <body>) has not.
 */
function isFocusOutside(modal: HTMLDialogElement, target: EventTarget | null): boolean {
  if (!(target instanceof Node) || modal.contains(target)) return false;
  const otherModal = target instanceof Element ? target.closest('dialog[open]') : null;
  return otherModal === null;
}

/**
 * Every dialog of the product (spec 2.6), on the native `<dialog>`: the browser makes the rest of the
 * page inert and closes it on Escape; focus guards keep Tab cycling inside it (the browser alone would
 * let focus leave to its own toolbar), also through a framed overlay; focus returns to the opener. A
 * click on the backdrop, or focus reaching the page some other way, closes it.
 */
export function Modal({ title, isOpen, onClose, keepMounted = false, size = 'regular', closeLabel, footer, locksScroll = false, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Closed because focus went elsewhere: it stays there rather than being taken back to the opener.
  const hasFocusLeft = useRef(false);

  // A portal needs the browser's body: the server renders no dialog, and hydration adds it after.
  const isHydrated = useIsHydrated();
  const { t } = useMessages();

  // Declared before the effect that opens the modal, so on closing it stops listening before focus goes back to the opener.
  useEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    const closeOnFocusOutside = (event: FocusEvent) => {
      if (!isFocusOutside(dialog, event.target)) return;
      hasFocusLeft.current = true;
      onCloseRef.current();
    };
    document.addEventListener('focusin', closeOnFocusOutside);
    return () => document.removeEventListener('focusin', closeOnFocusOutside);
  }, [isOpen, isHydrated]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      // Remember the opener ourselves: when the opener unmounts (e.g. "Sign in" becomes a greeting) focus goes to the page.
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      hasFocusLeft.current = false;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        if (opener?.isConnected && !hasFocusLeft.current) opener.focus();
      };
    }
    return undefined;
    // Once hydrated the dialog element exists: a dialog open from the first render (its address says so) opens then.
  }, [isOpen, isHydrated]);

  useEffect(() => (isOpen && locksScroll ? lockBodyScroll() : undefined), [isOpen, locksScroll]);

  if (!isHydrated) return null;

  // Rendered at the end of <body>, so the dialog sits in no landmark of whichever component opened it.
  return createPortal(
    <Surface
      ref={ref}
      aria-labelledby={titleId}
      data-keep-mounted={keepMounted}
      data-size={size}
      onCancel={(event) => {
        event.preventDefault();
        // React carries events up through portals: a dialog opened from inside another must not close that one too.
        event.stopPropagation();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {isOpen || keepMounted ? (
        <>
          <FocusGuard data-focus-guard tabIndex={0} onFocus={() => ref.current && tabbablesIn(ref.current).at(-1)?.focus()} />
          <Header>
            <h2 id={titleId}>{title}</h2>
            <CloseButton type="button" aria-label={closeLabel ?? t('dialog.closeNamed', { title: title.toLowerCase() })} onClick={() => onCloseRef.current()}>
              ×
            </CloseButton>
          </Header>
          <Body>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
          <FocusGuard data-focus-guard tabIndex={0} onFocus={() => ref.current && tabbablesIn(ref.current)[0]?.focus()} />
        </>
      ) : null}
    </Surface>,
    document.body,
  );
}
