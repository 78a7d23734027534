// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('useLoadedLocale', () => {
  it('follows a locale the host asks for once its words are loaded, keeping the current words meanwhile, and turns the document right to left for Arabic', async () => {
    // A registry of its own: a test before it in this worker may have loaded Arabic already, and then
    // there would be no "meanwhile" to see.
    vi.resetModules();
    const [{ messageArea: common }, { messageArea: signIn }, { loadAreas, messagesFor }, { useLoadedLocale }] = await Promise.all([
      import('./generated/areas/common'),
      import('./generated/areas/sign-in'),
      import('./messages'),
      import('./use-loaded-locale'),
    ]);
    const areas = [common, signIn];
    await loadAreas('en-US', areas);
    function Overlay({ wanted }: { wanted: string }) {
      const locale = useLoadedLocale(wanted, areas);
      return <p>{`${locale}: ${messagesFor(locale).t('dialog.close')}`}</p>;
    }

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
