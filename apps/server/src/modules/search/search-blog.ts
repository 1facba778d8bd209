import { sql } from 'drizzle-orm';
import { type DbOrTx, query } from '../../db/client.ts';
import type { SearchTerms } from './search-terms.ts';
import { firstNotBelow } from './search-vocabulary.ts';

/*
 * The blog's part of the search dropdown, answered from memory: the published posts with the
 * words PostgreSQL keeps for each (`search_doc`, migration 0040), read once and kept per process
 * like the category tree, dropped whenever the catalogue or the blog changes in any process
 * (search.service.ts). A blog holds tens to hundreds of posts; its query was a second round trip
 * and about a tenth of a dropdown's work (docs/decisions/017-perf-listing.md §The blog's words in memory).
 */

export interface BlogHit {
  id: number;
  slug: string;
  title: string;
  perex: string;
  image: string | null;
}

interface KeptPost extends BlogHit {
  publishedAt: number;
  /** The title folded and split as the search keys are, with a space before every word. */
  titleWords: string;
}

export interface BlogWords {
  posts: KeptPost[];
  /** Every word of every post, sorted (code unit order), once each. */
  words: string[];
  /** For each of `words`, the posts (indexes into `posts`) that hold it. */
  postsOf: number[][];
}

/** Every published post (also those whose time has not come: `blogHits` leaves them out until then). */
export async function loadBlogWords(db: DbOrTx): Promise<BlogWords> {
  const rows = await query<BlogHit & { published_at: Date | string; title_words: string; words: string[] | null }>(
    db,
    sql`
    select b.id, b.slug, b.title, b.perex, b.image, b.published_at,
      ' ' || regexp_replace(lower(shop_unaccent(b.title)), '[^a-z0-9]+', ' ', 'g') as title_words,
      tsvector_to_array(b.search_doc) as words
    from blog_posts b
    where b.status = 'published'`,
  );
  const posts: KeptPost[] = [];
  const postsOfWord = new Map<string, number[]>();
  for (const row of rows) {
    const index = posts.length;
    posts.push({
      id: Number(row.id),
      slug: row.slug,
      title: row.title,
      perex: row.perex,
      image: row.image,
      publishedAt: new Date(row.published_at).getTime(),
      titleWords: row.title_words,
    });
    // A tsvector holds each word once.
    for (const word of row.words ?? []) {
      const list = postsOfWord.get(word);
      if (list) list.push(index);
      else postsOfWord.set(word, [index]);
    }
  }
  const words = [...postsOfWord.keys()].sort();
  return { posts, words, postsOf: words.map((w) => postsOfWord.get(w) ?? []) };
}

/**
 * Published posts holding a word that starts with each of the query's words (as `search_doc @@
 * 'kamer:* & …'` matches), those with every word at a word start of the title first, then the
 * newest; the first `limit` and how many there are.
 */
export function blogHits(
  blog: BlogWords,
  terms: SearchTerms,
  limit: number,
  now = Date.now(),
): { hits: BlogHit[]; total: number } {
  let matching: Set<number> | undefined;
  for (const token of terms.tokens) {
    const found = new Set<number>();
    for (let i = firstNotBelow(blog.words, token); i < blog.words.length && blog.words[i]?.startsWith(token); i++) {
      for (const post of blog.postsOf[i] ?? []) if (!matching || matching.has(post)) found.add(post);
    }
    matching = found;
    if (found.size === 0) break;
  }
  const inTitle = (post: KeptPost) => terms.tokens.every((token) => post.titleWords.includes(` ${token}`));
  const posts = [...(matching ?? [])]
    .map((index) => blog.posts[index] as KeptPost)
    .filter((post) => post.publishedAt <= now)
    .map((post) => ({ post, inTitle: inTitle(post) }))
    .sort(
      (a, b) =>
        Number(b.inTitle) - Number(a.inTitle) || b.post.publishedAt - a.post.publishedAt || b.post.id - a.post.id,
    );
  // The kept posts themselves: the same object for a post until the blog's words are read again,
  // so what is derived from one (its perex as plain text, search.service.ts) can be kept with it.
  return { hits: posts.slice(0, limit).map(({ post }) => post), total: posts.length };
}
