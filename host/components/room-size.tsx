import type { SupportedLocale } from '../../shared/domain/locales';
import { useMessages } from '../../shared/i18n/messages-context';
import type { Messages } from '../../shared/i18n/messages';

const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;
// Guests reading American English measure rooms in square feet, as hotel sites in the US show them.
const SQUARE_FOOT_LOCALES: readonly SupportedLocale[] = ['en-US'];

/** A room's size as a guest in `locale` measures rooms, from the size the hotel gives in square metres. */
export function roomSizeText(squareMeters: number, { locale, t }: Messages): string {
  return SQUARE_FOOT_LOCALES.includes(locale)
    ? t('roomSize.squareFeet', { size: Math.round(squareMeters * SQUARE_FEET_PER_SQUARE_METRE) })
    : t('roomSize.squareMeters', { size: squareMeters });
}

/**
 * A room's bedding and size, each isolated: the bedding comes from the hotel in its own language, and
 * "1 King bed" inside Arabic would otherwise show its number at the far end ("King bed · 28 m² 1").
 */
export function RoomBeddingAndSize({ bedding, squareMeters }: { bedding: string; squareMeters: number }) {
  const messages = useMessages();
  return (
    <>
      <bdi>{bedding}</bdi> · <bdi>{roomSizeText(squareMeters, messages)}</bdi>
    </>
  );
}

export function RoomSize({ squareMeters }: { squareMeters: number }) {
  return <bdi>{roomSizeText(squareMeters, useMessages())}</bdi>;
}
