/** One rendered picture as kept: its bytes and their entity tag. */
export type Rendered = { bytes: Buffer; entityTag: string };

/**
 * Rendered pictures by key, least recently used first out, bounded by their total bytes; a render asked
 * for twice at once runs once. Rendering costs tens of milliseconds, serving a kept one nothing.
 */
export class RasterCache {
  private readonly kept = new Map<string, Rendered>();
  private readonly pending = new Map<string, Promise<Rendered>>();
  private totalBytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.kept.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  async get(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const rendering = render().finally(() => this.pending.delete(key));
    this.pending.set(key, rendering);
    const rendered = await rendering;
    this.keep(key, rendered);
    return rendered;
  }

  private keep(key: string, rendered: Rendered) {
    if (rendered.bytes.length > this.maxBytes || this.kept.has(key)) return;
    this.kept.set(key, rendered);
    this.totalBytes += rendered.bytes.length;
    for (const [oldest, value] of this.kept) {
      if (this.totalBytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.totalBytes -= value.bytes.length;
    }
  }
}
