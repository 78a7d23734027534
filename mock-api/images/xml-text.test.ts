import { describe, expect, it } from 'vitest';
import { escapeXml, shorten } from './xml-text';

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<script>alert("x") & 'y'</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;) &amp; &apos;y&apos;&lt;/script&gt;');
  });

  it('escapes an ampersand that already looks like an entity, so it shows as typed', () => {
    expect(escapeXml('Fish &amp; chips')).toBe('Fish &amp;amp; chips');
  });

  it('drops what XML cannot hold, and keeps tabs, line breaks and any other letter', () => {
    expect(escapeXml('a\u0000b\u0007c\u001fd\ufffee\ud800f\tg\nh 酒店 🏨')).toBe('abcdef\tg\nh 酒店 🏨');
  });
});

describe('shorten', () => {
  it('keeps text that fits, and cuts longer text at whole characters with an ellipsis', () => {
    expect(shorten('Lobby atrium', 12)).toBe('Lobby atrium');
    expect(shorten('Lobby atrium', 7)).toBe('Lobby…');
    expect(shorten('🏨🏨🏨🏨', 3)).toBe('🏨🏨…');
  });
});
