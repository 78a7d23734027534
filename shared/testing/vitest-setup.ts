import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { DEFAULT_LOCALE } from '../domain/locales';
import { allMessageAreas } from '../i18n/generated/all-areas';
import { loadAreas } from '../i18n/messages';

// Testing Library cleans up by itself only with vitest globals, which we leave off. Each test is a tab
// of its own: what a form kept in the tab's storage (its draft, say) is not the next test's.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// jsdom has no modal dialogs: opening marks the element open and closing unmarks it, as browsers do,
// which is all component tests look at.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// Components rendered alone, outside any page, speak the default locale: every area of it is loaded.
await loadAreas(DEFAULT_LOCALE, allMessageAreas);
