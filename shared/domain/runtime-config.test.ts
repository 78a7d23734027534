import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, renderRuntimeConfig } from './runtime-config';

const valid = {
  hostOrigin: 'http://localhost:8080',
  overlayOrigin: 'http://localhost:8081',
  allowedHostOrigins: ['http://localhost:8080'],
};

describe('runtime config', () => {
  it('round-trips through the page', () => {
    const json = /<script[^>]*>(.*)<\/script>/.exec(renderRuntimeConfig(valid))![1]!;
    expect(parseRuntimeConfig(JSON.parse(json))).toEqual(valid);
  });

  it('names every missing or malformed key at once', () => {
    expect(() => parseRuntimeConfig({ hostOrigin: 'localhost', allowedHostOrigins: [] })).toThrow(
      'Missing or malformed runtime config: hostOrigin, overlayOrigin, allowedHostOrigins',
    );
  });

  it('cannot be used to close its script element early', () => {
    const html = renderRuntimeConfig({ ...valid, hostOrigin: 'http://x</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
