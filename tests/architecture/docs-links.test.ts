import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link of the README and the guides in docs/ leads somewhere: the file exists and, for
 * `#anchor`, the target has that heading. Guides get moved and headings renamed; a reader should
 * never land on a 404 or the top of the wrong page.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Links in code are examples, not links: fenced blocks and inline code spans are blanked out first. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** GitHub's anchor for a heading: lowercase, punctuation but `-` and `_` dropped, each space a `-`. */
function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** The anchors of a markdown text, with GitHub's `-1`, `-2` for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of withoutCode(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const slug = headingSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    anchors.add(count ? `${slug}-${count}` : slug);
    seen.set(slug, count + 1);
  }
  return anchors;
}

type Link = { text: string; target: string };

function linksOf(markdown: string): Link[] {
  return [...withoutCode(markdown).matchAll(/!?\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({ text: match[1]!, target: match[2]! }));
}

const isExternal = (target: string) => /^(https?|mailto):/i.test(target);

/** What is wrong with one link of `file`, or null when it resolves. */
function problemWith(file: string, link: Link, readTarget: (file: string) => string | null): string | null {
  const [pathPart = '', anchor] = link.target.split('#', 2);
  const targetFile = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart))) : file;
  const shown = `[${link.text}](${link.target})`;
  const content = readTarget(targetFile);
  if (content === null) return `${file}: ${shown}: no file ${targetFile}`;
  if (anchor === undefined || !targetFile.endsWith('.md')) return null;
  return anchorsOf(content).has(decodeURIComponent(anchor)) ? null : `${file}: ${shown}: ${targetFile} has no heading with the anchor #${anchor}`;
}

/** A repo file's text ('' for a folder, which a link may name), or null when there is none. */
function readRepoFile(file: string): string | null {
  const absolute = path.join(ROOT, file);
  if (!existsSync(absolute)) return null;
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return '';
  }
}

describe('links in README.md and docs/*.md', () => {
  it('finds the README and the guides', () => {
    expect(DOCS).toContain('README.md');
    expect(DOCS.length).toBeGreaterThan(3);
  });

  it('every relative link names a file that exists and, with an anchor, a heading of that file', () => {
    const problems = DOCS.flatMap((file) => {
      const markdown = readRepoFile(file) ?? '';
      return linksOf(markdown)
        .filter((link) => !isExternal(link.target))
        .map((link) => problemWith(file, link, readRepoFile))
        .filter((problem): problem is string => problem !== null);
    });
    expect(problems).toEqual([]);
  });
});

describe('the link check itself', () => {
  const files: Record<string, string> = {
    'docs/guide.md': '# A guide\n\n## Adding a GraphQL operation\n\n## Notes (draft)\n\n## Notes (draft)\n\n```md\n# Not a heading\n```\n',
  };
  const read = (file: string) => files[file] ?? null;

  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Adding a GraphQL operation')).toBe('adding-a-graphql-operation');
    expect(headingSlug('`npm test`: what it installs')).toBe('npm-test-what-it-installs');
    expect(headingSlug('Host, overlays & bridge_v2')).toBe('host-overlays--bridge_v2');
    expect([...anchorsOf(files['docs/guide.md']!)]).toEqual(['a-guide', 'adding-a-graphql-operation', 'notes-draft', 'notes-draft-1']);
  });

  it('names the file, the link and what is missing', () => {
    const links = linksOf('See [ok](docs/guide.md#notes-draft-1), [gone](docs/none.md), [bad](docs/guide.md#nope), `[code](x.md)`, [web](https://example.com).');
    expect(links.map((link) => link.target)).toEqual(['docs/guide.md#notes-draft-1', 'docs/none.md', 'docs/guide.md#nope', 'https://example.com']);
    expect(links.filter((link) => !isExternal(link.target)).map((link) => problemWith('README.md', link, read))).toEqual([
      null,
      'README.md: [gone](docs/none.md): no file docs/none.md',
      'README.md: [bad](docs/guide.md#nope): docs/guide.md has no heading with the anchor #nope',
    ]);
    expect(problemWith('docs/guide.md', { text: 'self', target: '#a-guide' }, read)).toBeNull();
    expect(problemWith('docs/guide.md', { text: 'code', target: '#not-a-heading' }, read)).toMatch(/no heading with the anchor #not-a-heading/);
  });
});
