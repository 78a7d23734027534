import { styled } from '@linaria/react';
import { useEffect, useId, useRef } from 'react';
import type { SignInSucceededDetail } from '../../bridge';
import { useMessages } from '../../shared/i18n/messages-context';
import { onDemand } from '../../shared/ssr/on-demand';
import { useChunk } from '../../shared/ssr/use-chunk';
import { colors, radii } from '../../shared/ui/theme';
import { usePageInstead } from '../components/use-page-instead';
import { useReturnTo } from '../services/use-return-to';
import { signInPageHref } from './sign-in-page-href';

// The frame and the bridge load when the fly-out first opens, not with every page.
const signInFrameChunk = onDemand(async () => (await import('./sign-in-frame')).SignInFrame);

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  /* Under the button's end: its right edge in English, its left in Arabic, so it never leaves the page. */
  inset-inline-end: 0;
  z-index: 50;
  width: min(400px, calc(100vw - 2rem));
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 12px 32px rgb(0 0 0 / 20%);
  &[hidden] {
    display: none;
  }
`;

const Anchor = styled.div`
  position: relative;
`;

// A long name wraps inside the button rather than widening the header.
const Toggle = styled.button`
  max-width: 11rem;
  min-height: 44px;
  padding: 0.375rem 0.75rem;
  line-height: 1.25;
  border: 1px solid ${colors.line};
  border-radius: ${radii.control};
  background: ${colors.surface};
  font: inherit;
  font-weight: 600;
  color: ${colors.ink};
  cursor: pointer;
`;

export type SignInFlyoutProps = {
  label: string;
  isOpen: boolean;
  onToggle(isOpen: boolean): void;
  onSignedIn(detail: SignInSucceededDetail): void;
};

/**
 * The remembered member's fly-out: a disclosure under the header greeting holding the compact sign-in
 * form. Not modal: the page stays usable; Escape (in the page or the frame) closes it and returns focus.
 */
export function SignInFlyout({ label, isOpen, onToggle, onSignedIn }: SignInFlyoutProps) {
  const { t } = useMessages();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onToggle(false);
    toggleRef.current?.focus();
  };
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const returnTo = useReturnTo();
  const SignInFrame = useChunk(isOpen ? signInFrameChunk() : null);
  usePageInstead(isOpen && SignInFrame === 'failed', signInPageHref(returnTo));
  return (
    <Anchor>
      <Toggle ref={toggleRef} aria-expanded={isOpen} aria-controls={panelId} onClick={() => onToggle(!isOpen)}>
        {label}
      </Toggle>
      <Panel id={panelId} hidden={!isOpen} role="region" aria-label={t('signInFlyout.label')}>
        {isOpen && SignInFrame && SignInFrame !== 'failed' ? (
          <SignInFrame page="signIn" variant="flyout" returnTo={returnTo} onSignedIn={onSignedIn} onClose={close} />
        ) : null}
      </Panel>
    </Anchor>
  );
}
