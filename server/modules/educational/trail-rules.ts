/** The locking rule of learning trails, as the screen applies it (spec 3, Learning; decision 263). */
export interface RuleItem {
  documents: ReadonlyArray<{ videoId: string }>;
}

/**
 * Which items are open: the first always; each later one once every video of the previous item was
 * watched and that item was open itself, so a trail is followed in order.
 */
export function openItems(items: readonly RuleItem[], watched: ReadonlySet<string>): boolean[] {
  const open: boolean[] = [];
  for (const [index, previous] of [undefined, ...items].slice(0, items.length).entries()) {
    const previousDone = previous?.documents.every((doc) => watched.has(doc.videoId)) ?? true;
    open.push(index === 0 || (open[index - 1] === true && previousDone));
  }
  return open;
}

export type WatchCheck = 'ok' | 'unknown' | 'locked';

/** A video may be marked watched when it appears somewhere open: a free list or an open trail item. */
export function checkWatch(
  videoId: string,
  trails: ReadonlyArray<readonly RuleItem[]>,
  freeLists: ReadonlyArray<readonly RuleItem[]>,
  watched: ReadonlySet<string>,
): WatchCheck {
  const has = (item: RuleItem) => item.documents.some((doc) => doc.videoId === videoId);
  if (freeLists.some((items) => items.some(has))) return 'ok';
  let seen = false;
  for (const items of trails) {
    const open = openItems(items, watched);
    for (const [index, item] of items.entries()) {
      if (!has(item)) continue;
      if (open[index]) return 'ok';
      seen = true;
    }
  }
  return seen ? 'locked' : 'unknown';
}
