// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMessageAreas } from '../../shared/i18n/generated/all-areas';
import { loadAreas, messagesFor } from '../../shared/i18n/messages';
import { MessagesProvider } from '../../shared/i18n/messages-context';
import { RoomBeddingAndSize, roomSizeText } from './room-size';

beforeAll(async () => {
  await Promise.all(['es-ES', 'ar', 'en-GB'].map((locale) => loadAreas(locale as 'es-ES', allMessageAreas)));
});

describe('roomSizeText', () => {
  it('measures in square feet for American English and in square metres elsewhere', () => {
    expect(roomSizeText(28, messagesFor('en-US'))).toBe('301 sq ft');
    expect(roomSizeText(28, messagesFor('en-GB'))).toBe('28 m²');
    expect(roomSizeText(28, messagesFor('es-ES'))).toBe('28 m²');
    expect(roomSizeText(45, messagesFor('ar'))).toBe('45 م²');
  });
});

describe('RoomBeddingAndSize', () => {
  it('isolates the bedding and the size, so "1 King bed" keeps its number in front inside Arabic', () => {
    const { container } = render(
      <MessagesProvider locale="ar">
        <p dir="rtl">
          <RoomBeddingAndSize bedding="1 King bed" squareMeters={28} />
        </p>
      </MessagesProvider>,
    );
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['1 King bed', '28 م²']);
  });
});
