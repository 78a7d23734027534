import type { ChangeEvent } from 'react';
import { toWesternDigits } from '../validation/western-digits';

/**
 * A change of a text control with any Arabic-Indic or Devanagari digit in it made Western first
 * (spec 02 section 9), so a number typed on an Arabic or Hindi keyboard is the same number to every
 * check and to the server. Each digit is one character either way, so the caret stays put.
 */
export function withWesternDigits<Control extends HTMLInputElement | HTMLTextAreaElement>(event: ChangeEvent<Control>): ChangeEvent<Control> {
  const field = event.target;
  const western = toWesternDigits(field.value);
  if (western !== field.value) {
    const { selectionStart, selectionEnd } = field;
    field.value = western;
    if (selectionStart !== null && selectionEnd !== null) field.setSelectionRange(selectionStart, selectionEnd);
  }
  return event;
}
