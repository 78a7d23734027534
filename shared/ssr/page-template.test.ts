import { describe, expect, it } from 'vitest';
import { splitPageTemplate, templateInLocale } from './page-template';

const INDEX_HTML = `<!doctype html>
<html lang="en-US">
  <head>
    <meta name="description" content="Portico Hotels: book stays." />
    <title>Portico Hotels</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a page template in a locale', () => {
  it('carries the language, the direction, and the catalogue’s title and description', () => {
    const { beforeRoot } = templateInLocale(splitPageTemplate(INDEX_HTML), 'ar', { title: 'فنادق بورتيكو', description: 'احجز إقامتك.' });
    expect(beforeRoot).toContain('<html lang="ar" dir="rtl">');
    expect(beforeRoot).toContain('<title>فنادق بورتيكو</title>');
    expect(beforeRoot).toContain('<meta name="description" content="احجز إقامتك."');
    expect(beforeRoot).not.toContain('Portico Hotels');
  });

  it('escapes the words, so a translation can close neither the title nor the attribute', () => {
    const { beforeRoot } = templateInLocale(splitPageTemplate(INDEX_HTML), 'en-US', { title: 'A </title><script>x()</script>', description: 'say "hi" & <b>' });
    expect(beforeRoot).toContain('<title>A &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;</title>');
    expect(beforeRoot).toContain('content="say &quot;hi&quot; &amp; &lt;b&gt;"');
    expect(beforeRoot).not.toContain('<script>');
  });
});
