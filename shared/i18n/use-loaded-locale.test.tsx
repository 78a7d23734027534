// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageArea as common } from './generated/areas/common';
import { messageArea as signIn } from './generated/areas/sign-in';
import { messagesFor } from './messages';
import { useLoadedLocale } from './use-loaded-locale';

const AREAS = [common, signIn];

function Overlay({ wanted }: { wanted: string }) {
  const locale = useLoadedLocale(wanted, AREAS);
  return <p>{`${locale}: ${messagesFor(locale).t('dialog.close')}`}</p>;
}

describe('useLoadedLocale', () => {
  it('follows a locale the host asks for once its words are loaded, keeping the current words meanwhile, and turns the document right to left for Arabic', async () => {
    const { rerender } = render(<Overlay wanted="en-US" />);
    expect(screen.getByText('en-US: Close')).toBeInTheDocument();
    rerender(<Overlay wanted="ar-SA" />);
    expect(screen.getByText('en-US: Close')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('ar: إغلاق')).toBeInTheDocument());
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    rerender(<Overlay wanted="fr-FR" />);
    await waitFor(() => expect(screen.getByText('en-US: Close')).toBeInTheDocument());
    expect(document.documentElement.dir).toBe('ltr');
  });
});
