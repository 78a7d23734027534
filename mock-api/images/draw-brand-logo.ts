import { svgDocument, type RequestedSize } from './svg-document';
import { escapeXml, shorten } from './xml-text';

/** What a brand's logo is drawn from: its wordmark and colour, and which of its two treatments. */
export type BrandLogoSource = { wordmark: string; colour: string; isAlternate: boolean };

export const LOGO_CANVAS = { width: 480, height: 160 } as const;

const WORDMARK_MAX = 14;
const COLOUR = /^#[0-9a-f]{6}$/i;
// A colour that is not plain hex (the table checks it, but this is markup) is not written into the picture.
const FALLBACK_COLOUR = '#333333';

/**
 * The primary logo: the wordmark in the brand's colour over a rule, on no background. The alternate one
 * (the header's daclogo treatment): a monogram and the wordmark in capitals, reversed out of the colour.
 */
export function drawBrandLogo({ wordmark, colour, isAlternate }: BrandLogoSource, size: RequestedSize): string {
  const fill = COLOUR.test(colour) ? colour : FALLBACK_COLOUR;
  const text = escapeXml(shorten(isAlternate ? wordmark.toUpperCase() : wordmark, WORDMARK_MAX));
  const monogram = escapeXml(Array.from(wordmark)[0]?.toUpperCase() ?? '');
  const body = isAlternate
    ? [
        `<rect width="480" height="160" rx="16" fill="${fill}" />`,
        '<circle cx="80" cy="80" r="52" fill="none" stroke="#fff" stroke-width="4" />',
        `<text x="80" y="100" text-anchor="middle" font-family="Georgia, serif" font-size="56" fill="#fff">${monogram}</text>`,
        `<text x="156" y="98" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" letter-spacing="6" fill="#fff">${text}</text>`,
      ].join('\n')
    : [
        `<text x="240" y="96" text-anchor="middle" font-family="Georgia, serif" font-size="72" fill="${fill}">${text}</text>`,
        `<rect x="140" y="118" width="200" height="4" fill="${fill}" />`,
      ].join('\n');
  return svgDocument(LOGO_CANVAS, size, `${wordmark} logo${isAlternate ? ', reversed' : ''}`, body);
}
